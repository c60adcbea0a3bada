import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { isItemRequired, padToMinItems } from './array-rules';
import { formFieldKind } from './field-kind';
import type { FormSchema, ObjectFormSchema } from './form-schema';
import { isEmptyValue, validateField } from './validate-field';

/** Messages by field path: '/owner/email', '/items/0' (JSON-pointer style, '' for the root). */
export type FormErrors = Readonly<Record<string, string>>;

/** Only object-type forms are allowed (spec 001 §10); anything else is an error value. */
export function formRoot(schema: FormSchema): Result<ObjectFormSchema, string> {
  return formFieldKind(schema) === 'object'
    ? ok({ ...schema, type: 'object' })
    : err('only object forms are allowed: the root schema must have type "object"');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeKey = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Spec is silent on whether a nested field inherits its form's message overrides: it does, so a
 * form can translate or reword its messages once at the root; a field's own strings win.
 */
const withInheritedStrings = (schema: FormSchema, inherited: FormSchema['strings']): FormSchema =>
  inherited === undefined ? schema : { ...schema, strings: { ...inherited, ...schema.strings } };

/** An optional object with nothing filled in is valid as it is (spec 001 §10.5). */
const isBlankObject = (value: unknown): boolean =>
  value === undefined || value === null || (isRecord(value) && Object.values(value).every(isEmptyValue));

function visit(
  schema: FormSchema,
  value: unknown,
  path: string,
  required: boolean,
  errors: Record<string, string>,
): void {
  // Spec is silent on read-only fields: they are disabled, so the applicant could not fix them;
  // they are never reported.
  if (schema.readOnly === true) return;
  const kind = formFieldKind(schema);

  if (kind === 'object') {
    if (!required && isBlankObject(value)) return;
    if (value !== undefined && value !== null && !isRecord(value)) {
      const message = validateField(schema, value, { required });
      if (message !== null) errors[path] = message;
      return;
    }
    const fields = isRecord(value) ? value : {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const childRequired = schema.required?.includes(key) ?? false;
      const own = Object.hasOwn(fields, key) ? fields[key] : undefined;
      visit(withInheritedStrings(child, schema.strings), own, `${path}/${escapeKey(key)}`, childRequired, errors);
    }
    return;
  }

  if (kind === 'array' && Array.isArray(value)) {
    if (!required && value.length === 0) return;
    const items = padToMinItems(value, schema);
    const message = validateField(schema, items, { required });
    if (message !== null) errors[path] = message;
    if (schema.items === undefined) return;
    const itemSchema = withInheritedStrings(schema.items, schema.strings);
    items.forEach((item, index) => visit(itemSchema, item, `${path}/${index}`, isItemRequired(index, schema), errors));
    return;
  }

  if (kind === 'array' && (value === undefined || value === null) && (schema.minItems ?? 0) > 0 && required) {
    visit(schema, [], path, required, errors);
    return;
  }

  const message = validateField(schema, value, { required });
  if (message !== null) errors[path] = message;
}

/**
 * Every message of a form's value, keyed by field path; an empty map means the form is valid.
 * A root that is not an object schema is an error value.
 */
export function validateForm(schema: FormSchema, value: unknown): Result<FormErrors, string> {
  const root = formRoot(schema);
  if (!root.ok) return root;
  const errors: Record<string, string> = {};
  visit(root.value, isRecord(value) ? value : {}, '', true, errors);
  return ok(errors);
}
