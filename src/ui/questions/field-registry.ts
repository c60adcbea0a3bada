import type { QuestionField } from '../../domain/questions/field-kind';
import { CAPTURE_FIELDS } from './capture-fields';
import { CHOICE_FIELDS } from './choice-fields';
import { fieldKeyOf } from './field-chunk';
import type { FieldEntry, FieldTable } from './field-props';
import { FORM_FIELDS } from './form-fields';
import { PROVIDER_FIELDS } from './provider-fields';
import { TYPED_FIELDS } from './typed-fields';

/**
 * Every field key, each in exactly one group (tests/ui checks the groups do not overlap); the
 * table below is total, so a new input kind without an entry in a group does not compile.
 */
export const FIELD_GROUPS = [TYPED_FIELDS, CHOICE_FIELDS, PROVIDER_FIELDS, CAPTURE_FIELDS, FORM_FIELDS] as const;

const FIELDS: FieldTable = {
  ...TYPED_FIELDS,
  ...CHOICE_FIELDS,
  ...PROVIDER_FIELDS,
  ...CAPTURE_FIELDS,
  ...FORM_FIELDS,
};

/** The field component of a question's field, each its own chunk. */
export const fieldEntryOf = (field: QuestionField): FieldEntry => FIELDS[fieldKeyOf(field)];

/** Fetches the chunk of a question's field ahead of its first render; a failed fetch is left to that render. */
export function preloadField(field: QuestionField): void {
  void fieldEntryOf(field)
    .preload()
    .catch(() => undefined);
}
