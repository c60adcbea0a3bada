import { assertNever } from '../shared/assert-never';
import { formFieldKind } from './field-kind';
import type { FormSchema } from './form-schema';
import { isJsonObject } from '../shared/json-fields';

/** A copy that shares nothing with the schema or the kept answer, as the form edits it in place. */
function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (isJsonObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyOf(item)]));
  return value;
}

/** What a field starts from when neither the kept answer nor the schema gives it a value. */
function emptyOf(schema: FormSchema): unknown {
  const kind = formFieldKind(schema);
  switch (kind) {
    case 'object':
      return fill(schema, undefined);
    case 'array':
    case 'multi-select':
      return fill(schema, undefined);
    case 'const':
    case 'enum':
    case 'boolean':
      return null;
    case 'integer':
    case 'number':
    case 'phone':
    case 'email':
    case 'date':
    case 'color':
    case 'image-url':
    case 'html':
    case 'textarea':
    case 'text':
      return '';
    default:
      return assertNever(kind, 'form field kind');
  }
}

/**
 * A field's starting value from `given` (the kept answer's, else the schema's default at this
 * level): objects get every property (each from its own given value, else its default, else
 * empty), lists are padded with starting items up to minItems (spec 001 §10.3), and anything else
 * is taken as given. A given value of the wrong shape is kept for a leaf (the field shows it as
 * invalid) and ignored for an object or list, whose fields could not show it.
 */
function fill(schema: FormSchema, given: unknown): unknown {
  const kind = formFieldKind(schema);
  if (kind === 'object') {
    const source = isJsonObject(given) ? given : {};
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      if (formFieldKind(child) === 'const') continue;
      const childGiven = Object.hasOwn(source, key) ? source[key] : child.default;
      out[key] = childGiven === undefined ? emptyOf(child) : fill(child, childGiven);
    }
    return out;
  }
  if (kind === 'array' || kind === 'multi-select') {
    const list = Array.isArray(given) ? given : [];
    if (kind === 'multi-select') return copyOf(list);
    const itemSchema = schema.items;
    const items = list.map((item) => (itemSchema === undefined ? copyOf(item) : fill(itemSchema, item)));
    while (items.length < (schema.minItems ?? 0)) {
      items.push(itemSchema === undefined ? null : startingItem(itemSchema));
    }
    return items;
  }
  return given === undefined ? emptyOf(schema) : copyOf(given);
}

/** A new item of a list (added, or padding): its schema's default, else empty. */
export const startingItem = (itemSchema: FormSchema): unknown =>
  itemSchema.default === undefined ? emptyOf(itemSchema) : fill(itemSchema, itemSchema.default);

/**
 * The value a form opens with (decision of issue 15): the kept answer when there is one (what the
 * applicant typed before, or the stored answer), else the schema's defaults; every property of
 * every object is present, lists are padded to minItems, and const fields are left out (their
 * value is the schema's and formAnswer adds it).
 */
export function initialFormValue(schema: FormSchema, kept: unknown): Record<string, unknown> {
  const given = isJsonObject(kept) ? kept : schema.default;
  return fill(schema, given) as Record<string, unknown>;
}
