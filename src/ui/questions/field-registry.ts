import type { QuestionField } from '../../domain/questions/field-kind';
import { CHOICE_FIELDS } from './choice-fields';
import type { FieldEntry, FieldKey } from './field-props';
import { PROVIDER_FIELDS } from './provider-fields';
import { TYPED_FIELDS } from './typed-fields';

const FIELDS = { ...TYPED_FIELDS, ...CHOICE_FIELDS, ...PROVIDER_FIELDS };

const keyOf = (field: QuestionField): FieldKey =>
  field.kind === 'input' ? field.inputKind : `smart-attribute:${field.smartKind}`;

/**
 * The field component of a question's field, each its own chunk. The camera and file kinds
 * (selfie, id-scan, liveness-check, coi-scan, file) and the JSON-schema form come with their own
 * issues: until then they have no entry, and the question screen shows the error page for them as
 * it does for an unknown type, never a blank screen.
 */
export function fieldEntryOf(field: QuestionField): FieldEntry | null {
  return FIELDS[keyOf(field)] ?? null;
}
