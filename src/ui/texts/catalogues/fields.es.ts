import type { Translations } from '../../../domain/language/translation';
import type { FIELD_CATALOGUES } from './fields';
import { CAPTURE_TEXTS_ES } from '../capture-texts.es';
import { CHOICE_CONTROL_TEXTS_ES } from '../choice-control-texts.es';
import { CHOICE_FIELD_TEXTS_ES } from '../choice-field-texts.es';
import { HAND_OFF_SPEC_TEXTS_ES, HAND_OFF_TEXTS_ES } from '../hand-off-texts.es';
import { ID_SCAN_TEXTS_ES } from '../id-scan-texts.es';
import { LIVENESS_TEXTS_ES } from '../liveness-texts.es';
import { PROVIDER_FIELD_TEXTS_ES } from '../provider-field-texts.es';
import { QUALITY_TEXTS_ES } from '../quality-texts.es';
import { TYPED_FIELD_TEXTS_ES } from '../typed-field-texts.es';
import { UPLOAD_TEXTS_ES } from '../upload-texts.es';

/** The Spanish twin of every catalogue in `fields.ts` (glossary: src/ui/texts/GLOSSARY.es.md). */
export const FIELD_CATALOGUES_ES: Translations<typeof FIELD_CATALOGUES> = {
  CAPTURE_TEXTS: CAPTURE_TEXTS_ES,
  CHOICE_CONTROL_TEXTS: CHOICE_CONTROL_TEXTS_ES,
  CHOICE_FIELD_TEXTS: CHOICE_FIELD_TEXTS_ES,
  HAND_OFF_SPEC_TEXTS: HAND_OFF_SPEC_TEXTS_ES,
  HAND_OFF_TEXTS: HAND_OFF_TEXTS_ES,
  ID_SCAN_TEXTS: ID_SCAN_TEXTS_ES,
  LIVENESS_TEXTS: LIVENESS_TEXTS_ES,
  PROVIDER_FIELD_TEXTS: PROVIDER_FIELD_TEXTS_ES,
  QUALITY_TEXTS: QUALITY_TEXTS_ES,
  TYPED_FIELD_TEXTS: TYPED_FIELD_TEXTS_ES,
  UPLOAD_TEXTS: UPLOAD_TEXTS_ES,
};
