import { assertNever } from '../shared/assert-never';
import type { FormSchema } from './form-schema';

/** The field a schema renders as (spec 001 §10.2). */
export type FormFieldKind =
  | 'object'
  | 'array'
  | 'multi-select'
  | 'const'
  | 'enum'
  | 'boolean'
  | 'integer'
  | 'number'
  | 'phone'
  | 'email'
  | 'date'
  | 'color'
  | 'image-url'
  | 'html'
  | 'textarea'
  | 'text';

const STRING_FORMATS = {
  phone: 'phone',
  email: 'email',
  date: 'date',
  color: 'color',
  'image-url': 'image-url',
  html: 'html',
} as const satisfies Record<string, FormFieldKind>;

/**
 * Picks the field kind: const, then enum, then the type (an array of enum items is a multi-select),
 * then the string format.
 * Spec is silent on a schema without a type: one with properties is an object, one with items an
 * array, anything else a plain text field.
 */
export function formFieldKind(schema: FormSchema): FormFieldKind {
  if (schema.const !== undefined) return 'const';
  if (schema.enum !== undefined) return 'enum';
  const type = schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : 'string');
  switch (type) {
    case 'array':
      // A list of picks from a fixed set: one multi-select dropdown rather than a list of dropdowns.
      return schema.items?.enum !== undefined ? 'multi-select' : 'array';
    case 'object':
    case 'boolean':
    case 'integer':
    case 'number':
      return type;
    case 'string': {
      const format = schema.format;
      if (format !== undefined && Object.hasOwn(STRING_FORMATS, format)) {
        return STRING_FORMATS[format as keyof typeof STRING_FORMATS];
      }
      return schema.multiline === true ? 'textarea' : 'text';
    }
    default:
      return assertNever(type, 'schema type');
  }
}

/** An object's heading: h1 at depth 0, then h2, h3, and h4 for anything deeper (spec 001 §10.2). */
export const headingLevel = (depth: number): 1 | 2 | 3 | 4 => (depth <= 0 ? 1 : depth === 1 ? 2 : depth === 2 ? 3 : 4);
