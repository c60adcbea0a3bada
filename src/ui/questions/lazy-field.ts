import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { FieldEntry, FieldProps } from './field-props';

/** A field loaded on first use, each in its own chunk, with its entry's other settings. */
export const lazyField = (
  load: () => Promise<ComponentType<FieldProps>>,
  extra: Omit<FieldEntry, 'component'> = {},
): FieldEntry => ({
  component: lazy(async () => ({ default: await load() })),
  ...extra,
});
