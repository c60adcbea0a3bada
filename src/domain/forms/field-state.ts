import { formFieldKind } from './field-kind';
import type { FormSchema } from './form-schema';
import { FORM_LABELS } from './messages';

/** A field is untouched until blurred or until the form is submitted (spec 001 §10.3). */
export type FieldTouch = 'untouched' | 'touched';

/** Errors show only once the field is touched. */
export const shownError = (error: string | null, touch: FieldTouch): string | null =>
  touch === 'touched' ? error : null;

/**
 * The type-hint label of a field kind. Spec is silent on hints for kinds other than the colour
 * field's 'HEX color (ex. #3ab4fc)': they have none.
 */
export const typeHintOf = (schema: FormSchema): string | null =>
  formFieldKind(schema) === 'color' ? FORM_LABELS.colorHint : null;

/** The type-hint label shows while focused and no hint or warning is set (spec 001 §10.3). */
export function shownTypeHint(schema: FormSchema, focused: boolean): string | null {
  const hasHint = (schema.hint ?? '') !== '' || (schema.warning ?? '') !== '';
  return focused && !hasHint ? typeHintOf(schema) : null;
}
