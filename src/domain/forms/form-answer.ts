import { assertNever } from '../shared/assert-never';
import { formFieldKind } from './field-kind';
import type { FormSchema } from './form-schema';
import { numericValue } from './numeric-value';
import { isEmptyValue } from './validate-field';
import { isBlankValue } from './validate-form';
import { isJsonObject } from '../shared/json-fields';

/** Left out of the answer. */
const OMIT = Symbol('omit');

function objectAnswer(schema: FormSchema, value: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const answer = answerOf(child, Object.hasOwn(value, key) ? value[key] : undefined);
    if (answer !== OMIT) out[key] = answer;
  }
  return out;
}

function answerOf(schema: FormSchema, value: unknown): unknown {
  const kind = formFieldKind(schema);
  if (kind === 'const') return schema.const;
  if (isBlankValue(value)) return OMIT;
  switch (kind) {
    case 'object':
      return isJsonObject(value) ? objectAnswer(schema, value) : OMIT;
    case 'array': {
      if (!Array.isArray(value)) return OMIT;
      const itemSchema = schema.items;
      const items = value
        .map((item: unknown) => (itemSchema === undefined ? item : answerOf(itemSchema, item)))
        .filter((item) => item !== OMIT && !isEmptyValue(item));
      return items.length === 0 ? OMIT : items;
    }
    case 'multi-select':
      return Array.isArray(value) ? [...value] : OMIT;
    case 'integer':
    case 'number':
      return numericValue(value) ?? value;
    case 'email':
      return typeof value === 'string' ? value.trim() : value;
    case 'enum':
    case 'boolean':
    case 'phone':
    case 'date':
    case 'color':
    case 'image-url':
    case 'html':
    case 'textarea':
    case 'text':
      return value;
    default:
      return assertNever(kind, 'form field kind');
  }
}

/**
 * The answer a form sends (decision of issue 15): the form's value shaped by its schema. Numbers
 * typed as text become numbers, a const field sends its const, and blank values (empty text, no
 * choice, blank items and objects with nothing filled in) are left out, so an optional field the
 * applicant skipped is absent rather than ''. Keys the schema does not describe are dropped.
 * Spec is silent on trimming: e-mail addresses are sent trimmed (they are checked trimmed);
 * other text is sent as typed.
 */
export function formAnswer(schema: FormSchema, value: unknown): Record<string, unknown> {
  return objectAnswer(schema, isJsonObject(value) ? value : {});
}
