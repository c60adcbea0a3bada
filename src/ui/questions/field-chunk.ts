import type { QuestionField } from '../../domain/questions/field-kind';
import type { FieldKey } from './field-props';

/** A question field's entry in the field table (field-registry.ts). */
export const fieldKeyOf = (field: QuestionField): FieldKey =>
  field.kind === 'input' ? field.inputKind : `smart-attribute:${field.smartKind}`;

/**
 * The webpackChunkName of a field's chunk (each entry of the *-fields.ts tables names its import
 * so), by which the start script preloads the field of a question opened from the link
 * (src/main/early-start.ts). Kept apart from the table so the start script does not carry it.
 */
export const fieldChunkName = (field: QuestionField): string => `field-${fieldKeyOf(field).replace(':', '-')}`;
