import type { QuestionField } from '../../domain/questions/field-kind';
import { CAPTURE_FIELDS } from './capture-fields';
import { CHOICE_FIELDS } from './choice-fields';
import type { FieldEntry, FieldGroup, FieldKey, FieldTable } from './field-props';
import { UNSUPPORTED } from './field-props';
import { PROVIDER_FIELDS } from './provider-fields';
import { TYPED_FIELDS } from './typed-fields';

/**
 * The kinds without a field yet: the JSON-schema form. Listed so that the table below is total:
 * a new input kind without an entry here or in a group does not compile.
 */
const UNSUPPORTED_FIELDS = {
  'smart-attribute:json-schema': UNSUPPORTED,
} satisfies FieldGroup;

/** Every field key, each in exactly one group (tests/ui checks the groups do not overlap). */
export const FIELD_GROUPS = [TYPED_FIELDS, CHOICE_FIELDS, PROVIDER_FIELDS, CAPTURE_FIELDS, UNSUPPORTED_FIELDS] as const;

const FIELDS: FieldTable = {
  ...TYPED_FIELDS,
  ...CHOICE_FIELDS,
  ...PROVIDER_FIELDS,
  ...CAPTURE_FIELDS,
  ...UNSUPPORTED_FIELDS,
};

const keyOf = (field: QuestionField): FieldKey =>
  field.kind === 'input' ? field.inputKind : `smart-attribute:${field.smartKind}`;

/**
 * The field component of a question's field, each its own chunk; null for a kind whose field is
 * not built yet, for which the question screen shows the error page as it does for an unknown type.
 */
export function fieldEntryOf(field: QuestionField): FieldEntry | null {
  const entry = FIELDS[keyOf(field)];
  return entry === UNSUPPORTED ? null : entry;
}
