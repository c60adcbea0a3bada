import { CAPTURE_TEXTS } from '../capture-texts';
import { CHOICE_CONTROL_TEXTS } from '../choice-control-texts';
import { CHOICE_FIELD_TEXTS } from '../choice-field-texts';
import { HAND_OFF_SPEC_TEXTS, HAND_OFF_TEXTS } from '../hand-off-texts';
import { ID_SCAN_TEXTS } from '../id-scan-texts';
import { LIVENESS_TEXTS } from '../liveness-texts';
import { PROVIDER_FIELD_TEXTS } from '../provider-field-texts';
import { QUALITY_TEXTS } from '../quality-texts';
import { TYPED_FIELD_TEXTS } from '../typed-field-texts';
import { UPLOAD_TEXTS } from '../upload-texts';

/**
 * The questions' and the capture's texts (src/ui/questions, src/ui/capture) (issue 28): every catalogue of texts it holds, by the constant's own name. Its Spanish twins
 * are in `fields.es.ts`, typed against this object, so a catalogue left out there fails to compile.
 */
export const FIELD_CATALOGUES = {
  CAPTURE_TEXTS,
  CHOICE_CONTROL_TEXTS,
  CHOICE_FIELD_TEXTS,
  HAND_OFF_SPEC_TEXTS,
  HAND_OFF_TEXTS,
  ID_SCAN_TEXTS,
  LIVENESS_TEXTS,
  PROVIDER_FIELD_TEXTS,
  QUALITY_TEXTS,
  TYPED_FIELD_TEXTS,
  UPLOAD_TEXTS,
} as const;
