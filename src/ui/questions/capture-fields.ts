import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { FieldEntry, FieldGroup, FieldProps } from './field-props';

/** A field loaded on first use, each in its own chunk (the camera code loads only with a capture question). */
const lazyField = (
  load: () => Promise<ComponentType<FieldProps>>,
  extra: Omit<FieldEntry, 'component'> = {},
): FieldEntry => ({
  component: lazy(async () => ({ default: await load() })),
  ...extra,
});

/** The capture fields: the selfie and the video selfie (and, with their issue, the document scans). */
export const CAPTURE_FIELDS = {
  selfie: lazyField(async () => (await import('./capture/selfie-field')).SelfieField),
  // The video selfie's button starts the session and reads its states: the field owns it.
  'liveness-check': lazyField(async () => (await import('./capture/liveness-field')).LivenessField, {
    ownsSubmit: true,
  }),
} satisfies FieldGroup;
