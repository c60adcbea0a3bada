import type { FormSchema } from './form-schema';
import { isJsonObject } from '../shared/json-fields';

/**
 * Where a field sits in a form, JSON-pointer style: '' for the root, '/owner/email',
 * '/contacts/0' (validateForm's error keys use the same paths).
 */
export type FormPath = string;

export const ROOT_PATH: FormPath = '';

const escapeKey = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');
const unescapeKey = (segment: string): string => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** The path of a property of an object, or of an item of a list. */
export const childPath = (path: FormPath, key: string | number): FormPath =>
  `${path}/${typeof key === 'number' ? String(key) : escapeKey(key)}`;

/** The property names and item indexes (as text) from the root down to the field. */
export const pathSegments = (path: FormPath): readonly string[] =>
  path === ROOT_PATH ? [] : path.slice(1).split('/').map(unescapeKey);

/** The path of the object or list that holds the field; the root has none. */
export function parentPath(path: FormPath): FormPath | null {
  if (path === ROOT_PATH) return null;
  return path.slice(0, path.lastIndexOf('/'));
}

/** Whether `path` is `ancestor` itself or lies inside it. */
export const isWithin = (path: FormPath, ancestor: FormPath): boolean =>
  path === ancestor || path.startsWith(`${ancestor}/`);

/** The value at a path; undefined when anything on the way is missing. */
export function valueAt(root: unknown, path: FormPath): unknown {
  let value: unknown = root;
  for (const segment of pathSegments(path)) {
    if (Array.isArray(value))
      value = /^\d+$/.test(segment) ? (value as readonly unknown[])[Number(segment)] : undefined;
    else if (isJsonObject(value)) value = Object.hasOwn(value, segment) ? value[segment] : undefined;
    else return undefined;
  }
  return value;
}

/** A field of a form: its schema and whether its value is required. */
export interface FormFieldAt {
  readonly schema: FormSchema;
  readonly required: boolean;
}

/**
 * The field at a path: an object's property is required when its object lists it, a list's item
 * when it is among the first minItems (spec 001 §10.5); the root is always there. undefined when
 * the path leads nowhere in the schema.
 */
export function fieldAt(root: FormSchema, path: FormPath): FormFieldAt | undefined {
  let field: FormFieldAt = { schema: root, required: true };
  for (const segment of pathSegments(path)) {
    const { schema } = field;
    const property = schema.properties !== undefined && Object.hasOwn(schema.properties, segment);
    if (property && schema.properties !== undefined) {
      field = {
        schema: schema.properties[segment] as FormSchema,
        required: schema.required?.includes(segment) ?? false,
      };
    } else if (schema.items !== undefined && /^\d+$/.test(segment)) {
      field = { schema: schema.items, required: Number(segment) < (schema.minItems ?? 0) };
    } else {
      return undefined;
    }
  }
  return field;
}
