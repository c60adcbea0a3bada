import type { FieldGroup } from './field-props';
import { lazyField } from './lazy-field';

/** The capture fields: the selfie, the video selfie and the ID scan (and, with their issue, the other document scans). */
export const CAPTURE_FIELDS = {
  selfie: lazyField(async () => (await import('./capture/selfie-field')).SelfieField),
  // The video selfie's button starts the session and reads its states: the field owns it.
  // The ID scan sends in several calls (verification, then the legacy submit on a timeout): the field owns its submit.
  'id-scan': lazyField(async () => (await import('./capture/id-scan-field')).IdScanField, { ownsSubmit: true }),
  'liveness-check': lazyField(async () => (await import('./capture/liveness-field')).LivenessField, {
    ownsSubmit: true,
  }),
} satisfies FieldGroup;
