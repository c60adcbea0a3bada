import type { FieldGroup } from './field-props';
import { lazyField } from './lazy-field';

/** The capture fields: the selfie, the video selfie, the ID scan, document uploads and the certificate of insurance. */
export const CAPTURE_FIELDS = {
  'coi-scan': lazyField(
    async () => (await import(/* webpackChunkName: "field-coi-scan" */ './capture/coi-scan-field')).CoiScanField,
  ),
  file: lazyField(
    async () => (await import(/* webpackChunkName: "field-file" */ './capture/file-upload-field')).FileUploadField,
  ),
  selfie: lazyField(
    async () => (await import(/* webpackChunkName: "field-selfie" */ './capture/selfie-field')).SelfieField,
  ),
  // The video selfie's button starts the session and reads its states: the field owns it.
  // The ID scan sends in several calls (verification, then the legacy submit on a timeout): the field owns its submit.
  'id-scan': lazyField(
    async () => (await import(/* webpackChunkName: "field-id-scan" */ './capture/id-scan-field')).IdScanField,
    { ownsSubmit: true },
  ),
  'liveness-check': lazyField(
    async () => (await import(/* webpackChunkName: "field-liveness-check" */ './capture/liveness-field')).LivenessField,
    {
      ownsSubmit: true,
    },
  ),
} satisfies FieldGroup;
