import { assertNever } from '../shared/assert-never';
import { formFieldKind } from './field-kind';
import type { FormSchema } from './form-schema';

/** Text inputs without a maxLength still stop at this many characters (spec 001 §10.5). */
export const DEFAULT_TEXT_MAX_LENGTH = 1024;

export interface InclusiveBounds {
  readonly min?: number;
  readonly max?: number;
}

const stricterMin = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);
const stricterMax = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

/**
 * The bounds a number input enforces. For integers the exclusive bounds become inclusive by
 * adding or subtracting 1 (spec 001 §10.5); the stricter of a bound and its exclusive twin wins.
 * A number field cannot make an exclusive bound inclusive, so only its inclusive bounds are given.
 */
export function inclusiveBounds(schema: FormSchema): InclusiveBounds {
  const integer = formFieldKind(schema) === 'integer';
  const min = integer
    ? stricterMin(schema.minimum, schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1)
    : schema.minimum;
  const max = integer
    ? stricterMax(schema.maximum, schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1)
    : schema.maximum;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/**
 * The number input's step: 1 for integers and 'any' otherwise (spec 001 §10.5).
 * Spec is silent on multipleOf: "defaults" implies a schema can set the step, and multipleOf is
 * the step it asks for, so a positive multipleOf is used when given.
 */
export function numberStep(schema: FormSchema): number | 'any' {
  if (schema.multipleOf !== undefined && schema.multipleOf > 0) return schema.multipleOf;
  return formFieldKind(schema) === 'integer' ? 1 : 'any';
}

/**
 * The maxlength attribute: maxLength or 1024 for text inputs (also e-mail, colour and enum); the
 * textarea uses maxLength only; other fields have none (spec 001 §10.5).
 */
export function inputMaxLength(schema: FormSchema): number | undefined {
  const kind = formFieldKind(schema);
  switch (kind) {
    case 'text':
    case 'email':
    case 'color':
    case 'enum':
    case 'multi-select':
      return schema.maxLength ?? DEFAULT_TEXT_MAX_LENGTH;
    case 'textarea':
      return schema.maxLength;
    case 'object':
    case 'array':
    case 'const':
    case 'boolean':
    case 'integer':
    case 'number':
    case 'phone':
    case 'date':
    case 'image-url':
    case 'html':
      return undefined;
    default:
      return assertNever(kind, 'form field kind');
  }
}

/**
 * Whether the label shows the required marker (spec 001 §10.5): text fields only when required
 * together with minLength or pattern; the image field when required, minLength or pattern.
 * Spec is silent on the other fields: they show it whenever they are required.
 */
export function showsRequiredMarker(schema: FormSchema, required: boolean): boolean {
  const constrained = schema.minLength !== undefined || schema.pattern !== undefined;
  const kind = formFieldKind(schema);
  switch (kind) {
    case 'text':
    case 'textarea':
      return required && constrained;
    case 'image-url':
      return required || constrained;
    case 'object':
    case 'array':
    case 'const':
    case 'enum':
    case 'multi-select':
    case 'boolean':
    case 'integer':
    case 'number':
    case 'phone':
    case 'email':
    case 'date':
    case 'color':
    case 'html':
      return required;
    default:
      return assertNever(kind, 'form field kind');
  }
}

/**
 * Whether any label of the form can show the required marker (showsRequiredMarker): the form then
 * says what the asterisk means. A list's first minItems items count (marked once an optional list
 * is started: isItemRequired); const draws nothing.
 */
export function marksRequiredFields(schema: FormSchema): boolean {
  const marks = (field: FormSchema, required: boolean): boolean => {
    const kind = formFieldKind(field);
    if (kind === 'const') return false;
    if (kind === 'object') {
      return Object.entries(field.properties ?? {}).some(([key, child]) =>
        marks(child, field.required?.includes(key) ?? false),
      );
    }
    if (showsRequiredMarker(field, required)) return true;
    return kind === 'array' && field.items !== undefined && marks(field.items, (field.minItems ?? 0) > 0);
  };
  return marks(schema, true);
}
