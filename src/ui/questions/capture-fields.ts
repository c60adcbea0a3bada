import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { FieldEntry, FieldGroup, FieldProps } from './field-props';

/** A field loaded on first use, each in its own chunk (the camera code loads only with a capture question). */
const lazyField = (load: () => Promise<ComponentType<FieldProps>>): FieldEntry => ({
  component: lazy(async () => ({ default: await load() })),
});

/** The capture fields: the selfie (and, with their issues, the video selfie and the document scans). */
export const CAPTURE_FIELDS = {
  selfie: lazyField(async () => (await import('./capture/selfie-field')).SelfieField),
} satisfies FieldGroup;
