import type { FieldGroup } from './field-props';
import { lazyField } from './lazy-field';

/** The capture fields: the selfie and the video selfie (and, with their issue, the document scans). */
export const CAPTURE_FIELDS = {
  selfie: lazyField(async () => (await import('./capture/selfie-field')).SelfieField),
  // The video selfie's button starts the session and reads its states: the field owns it.
  'liveness-check': lazyField(async () => (await import('./capture/liveness-field')).LivenessField, {
    ownsSubmit: true,
  }),
} satisfies FieldGroup;
