import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { FieldEntry, FieldProps } from './field-props';

/**
 * A field loaded on first use, each in its own chunk, with its entry's other settings. `preload`
 * fetches and runs the same chunk ahead (webpack loads a module once); once it has, `loaded` gives
 * the component itself, which renders without suspending: the question screen waits for that
 * rather than for a Suspense fallback, which React keeps on screen at least 300 ms once shown.
 * The settings are kept as given, getters included, so a text one reads (the consent's
 * 'Authorize') is read when the button is drawn, in the language shown then.
 */
export const lazyField = (
  load: () => Promise<ComponentType<FieldProps>>,
  extra: Omit<FieldEntry, 'component' | 'preload' | 'loaded'> = {},
): FieldEntry => {
  let loaded: ComponentType<FieldProps> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const entry = {
    component: lazy(async () => ({ default: await preload() })),
    preload,
    loaded: () => loaded,
  };
  return Object.defineProperties(entry, Object.getOwnPropertyDescriptors(extra));
};
