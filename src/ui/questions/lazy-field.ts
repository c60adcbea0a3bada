import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { FieldEntry, FieldProps } from './field-props';

/**
 * A field loaded on first use, each in its own chunk, with its entry's other settings. `preload`
 * fetches the same chunk ahead (webpack loads a module once, so the first render then waits for
 * nothing).
 */
export const lazyField = (
  load: () => Promise<ComponentType<FieldProps>>,
  extra: Omit<FieldEntry, 'component' | 'preload'> = {},
): FieldEntry => ({
  component: lazy(async () => ({ default: await load() })),
  preload: load,
  ...extra,
});
