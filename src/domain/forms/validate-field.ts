import { assertNever } from '../shared/assert-never';
import { isValidEmail } from '../validation/email';
import { formFieldKind } from './field-kind';
import { parseStoredDate } from './form-date';
import type { LicenseContext } from './license-context';
import { licenseNumberMessage } from './license-context';
import type { FormSchema } from './form-schema';
import { inclusiveBounds } from './input-attributes';
import type { FormMessageKey, MessageParams } from './messages';
import { FORM_LABELS, formMessage } from './messages';
import { numericValue } from './numeric-value';
import { isPhoneValue } from './phone-value';

/**
 * The format that opts a plain string field into the non-email rule ('{fieldName} cannot be
 * email'). Spec is silent on when that rule applies: only a field whose schema asks for it, with
 * format 'not-email' (a name or company field where people paste their e-mail by mistake). Plain
 * strings accept anything, since free text may legitimately hold an address. The field still
 * renders as a plain text field (or a textarea when multiline).
 */
export const NOT_EMAIL_FORMAT = 'not-email';

export interface FieldOptions {
  readonly required: boolean;
  /** Set inside a licence-state object form: its state and profession (spec 001 §10.1, §5.16). */
  readonly license?: LicenseContext;
}

/**
 * Spec is silent on blank text: a value of only spaces counts as empty, like an absent value, so
 * a required field cannot be satisfied by a space.
 */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const characterCount = (text: string): number => [...text].length;

/** Spec is silent on a pattern that is not a valid regular expression: it constrains nothing. */
function matchesPattern(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return true;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Check = { readonly key: FormMessageKey; readonly params?: MessageParams } | null;

function checkText(schema: FormSchema, value: string): Check {
  const length = characterCount(value);
  if (schema.minLength !== undefined && length < schema.minLength) return { key: 'textTooShort' };
  if (schema.maxLength !== undefined && length > schema.maxLength) return { key: 'textTooLong' };
  if (schema.pattern !== undefined && !matchesPattern(schema.pattern, value)) return { key: 'unknown' };
  if (schema.format === NOT_EMAIL_FORMAT && isValidEmail(value.trim())) {
    const title = schema.title?.trim() ?? '';
    return { key: 'notEmail', params: { fieldName: title === '' ? FORM_LABELS.thisField : title } };
  }
  return null;
}

/**
 * Every pick is one of the options, each once. Spec is silent on minItems and maxItems of a
 * multi-select: they bound the number of picks.
 */
function isMultiSelection(schema: FormSchema, picks: readonly unknown[]): boolean {
  const options = schema.items?.enum ?? [];
  if (!picks.every((pick) => options.some((option) => option === pick))) return false;
  if (new Set(picks).size !== picks.length) return false;
  return picks.length >= (schema.minItems ?? 0) && (schema.maxItems === undefined || picks.length <= schema.maxItems);
}

const isMultipleOf = (value: number, step: number): boolean => {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
};

/**
 * Number checks. Integer exclusive bounds were made inclusive (inclusiveBounds), so the message
 * names the inclusive bound. Spec is silent on exclusive bounds of a plain number: the value must
 * lie strictly beyond them, and the message names the exclusive bound itself.
 */
function checkNumber(schema: FormSchema, value: unknown, integer: boolean): Check {
  const n = numericValue(value);
  if (n === null) return { key: integer ? 'integer' : 'number' };
  if (integer && !Number.isInteger(n)) return { key: 'integer' };
  const { min, max } = inclusiveBounds(schema);
  if (min !== undefined && n < min) return { key: 'minimum', params: { minimum: min } };
  if (!integer && schema.exclusiveMinimum !== undefined && n <= schema.exclusiveMinimum) {
    return { key: 'minimum', params: { minimum: schema.exclusiveMinimum } };
  }
  if (max !== undefined && n > max) return { key: 'maximum', params: { maximum: max } };
  if (!integer && schema.exclusiveMaximum !== undefined && n >= schema.exclusiveMaximum) {
    return { key: 'maximum', params: { maximum: schema.exclusiveMaximum } };
  }
  if (schema.multipleOf !== undefined && schema.multipleOf > 0 && !isMultipleOf(n, schema.multipleOf)) {
    return { key: 'multipleOf', params: { multipleOf: schema.multipleOf } };
  }
  return null;
}

function check(schema: FormSchema, value: unknown): Check {
  const kind = formFieldKind(schema);
  const invalid: Check = { key: 'unknown' };
  switch (kind) {
    case 'const':
      // A const field renders nothing: the applicant cannot get it wrong.
      return null;
    case 'enum':
      return (schema.enum ?? []).some((option) => option === value) ? null : invalid;
    case 'boolean':
      return typeof value === 'boolean' ? null : invalid;
    case 'integer':
    case 'number':
      return checkNumber(schema, value, kind === 'integer');
    case 'object':
      // The properties are checked one by one by validateForm.
      return isRecord(value) ? null : invalid;
    case 'array':
      if (!Array.isArray(value)) return invalid;
      return schema.maxItems !== undefined && value.length > schema.maxItems ? invalid : null;
    case 'multi-select':
      return Array.isArray(value) && isMultiSelection(schema, value) ? null : invalid;
    case 'email':
      if (typeof value !== 'string') return invalid;
      return isValidEmail(value.trim()) ? checkText({ ...schema, format: undefined }, value.trim()) : { key: 'email' };
    case 'phone':
      return typeof value === 'string' && isPhoneValue(value) ? null : { key: 'phone' };
    case 'date':
      return typeof value === 'string' && parseStoredDate(value) !== null ? null : invalid;
    case 'color':
      // The colour field only ever reports a too-short value (spec 001 §10.5).
      if (typeof value !== 'string') return invalid;
      return schema.minLength !== undefined && characterCount(value) < schema.minLength
        ? { key: 'textTooShort' }
        : null;
    case 'image-url':
      // The image is a data URL; maxLength caps its size (spec 001 §10.4).
      if (typeof value !== 'string') return invalid;
      return schema.maxLength !== undefined && value.length > schema.maxLength ? { key: 'imageTooBig' } : null;
    case 'html':
    case 'textarea':
    case 'text':
      return typeof value === 'string' ? checkText(schema, value) : invalid;
    default:
      return assertNever(kind, 'form field kind');
  }
}

/**
 * The message for one field's value, or null when it is valid (spec 001 §10.4–10.5). An empty
 * field is valid unless required; the schema's `strings` override any message. Inside a
 * licence-state form, a non-empty licence number must also fit the chosen state's format.
 */
export function validateField(schema: FormSchema, value: unknown, { required, license }: FieldOptions): string | null {
  const failed = isEmptyValue(value) ? (required ? ({ key: 'required' } as const) : null) : check(schema, value);
  if (failed !== null) return formMessage(failed.key, failed.params, schema.strings);
  return typeof value === 'string' && !isEmptyValue(value) ? licenseNumberMessage(schema, value, license) : null;
}
