import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { isItemRequired, padToMinItems } from './array-rules';
import { formFieldKind } from './field-kind';
import type { FormPath } from './form-path';
import { childPath, isWithin } from './form-path';
import type { FormSchema, ObjectFormSchema } from './form-schema';
import type { LicenseContext } from './license-context';
import { isLicenseStateForm, licenseContextOf } from './license-context';
import { isEmptyValue, validateField } from './validate-field';

/** Messages by field path: '/owner/email', '/items/0' (JSON-pointer style, '' for the root). */
export type FormErrors = Readonly<Record<string, string>>;

/** Whether two sets of messages are the same: the same paths with the same messages. */
export function sameFormErrors(a: FormErrors, b: FormErrors): boolean {
  const paths = Object.keys(a);
  return paths.length === Object.keys(b).length && paths.every((path) => Object.hasOwn(b, path) && a[path] === b[path]);
}

/** Only object-type forms are allowed (spec 001 §10); anything else is an error value. */
export function formRoot(schema: FormSchema): Result<ObjectFormSchema, string> {
  return formFieldKind(schema) === 'object'
    ? ok({ ...schema, type: 'object' })
    : err('only object forms are allowed: the root schema must have type "object"');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Spec is silent on whether a nested field inherits its form's message overrides: it does, so a
 * form can translate or reword its messages once at the root; a field's own strings win.
 */
const withInheritedStrings = (schema: FormSchema, inherited: FormSchema['strings']): FormSchema =>
  inherited === undefined ? schema : { ...schema, strings: { ...inherited, ...schema.strings } };

/**
 * Nothing filled in: an empty value, or an object or list holding only such values. An optional
 * object or list left blank is valid as it is (spec 001 §10.5: 'a value is valid if it passes, or is
 * optional and empty'), padded items and nested objects included.
 */
export const isBlankValue = (value: unknown): boolean =>
  isEmptyValue(value) ||
  (Array.isArray(value) && value.every(isBlankValue)) ||
  (isRecord(value) && Object.values(value).every(isBlankValue));

/** What a field inherits from the fields around it. */
interface VisitContext {
  /** The nearest `$id` up the tree. */
  readonly schemaId: string | undefined;
  /** Set inside a licence-state object form. */
  readonly license: LicenseContext | undefined;
  /** Only the fields at or inside this path are checked (ValidateFormOptions.within). */
  readonly within: FormPath | undefined;
}

/** The node at `path` is checked: it is, holds or lies inside the part asked for. */
const leadsTo = (path: FormPath, context: VisitContext): boolean =>
  context.within === undefined || isWithin(path, context.within) || isWithin(context.within, path);

/** A message is reported: its field lies in the part asked for. */
function report(errors: Record<string, string>, path: FormPath, message: string | null, context: VisitContext): void {
  if (message !== null && (context.within === undefined || isWithin(path, context.within))) errors[path] = message;
}

function visit(
  schema: FormSchema,
  value: unknown,
  path: string,
  required: boolean,
  context: VisitContext,
  errors: Record<string, string>,
): void {
  // Spec is silent on read-only fields: they are disabled, so the applicant could not fix them;
  // they are never reported.
  if (schema.readOnly === true) return;
  const kind = formFieldKind(schema);
  const own: VisitContext = { ...context, schemaId: schema.$id ?? context.schemaId };

  if (kind === 'object') {
    if (!required && isBlankValue(value)) return;
    if (value !== undefined && value !== null && !isRecord(value)) {
      report(errors, path, validateField(schema, value, { required }), context);
      return;
    }
    const inner: VisitContext = isLicenseStateForm(schema)
      ? { ...own, license: licenseContextOf(value, own.schemaId) }
      : own;
    const fields = isRecord(value) ? value : {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const childRequired = schema.required?.includes(key) ?? false;
      const at = childPath(path, key);
      if (!leadsTo(at, inner)) continue;
      const childValue = Object.hasOwn(fields, key) ? fields[key] : undefined;
      const childSchema = withInheritedStrings(child, schema.strings);
      visit(childSchema, childValue, at, childRequired, inner, errors);
    }
    return;
  }

  if (kind === 'array' && Array.isArray(value)) {
    const list = { required, blank: isBlankValue(value) };
    if (!required && list.blank) return;
    const items = padToMinItems(value, schema);
    report(errors, path, validateField(schema, items, { required }), context);
    if (schema.items === undefined) return;
    const itemSchema = withInheritedStrings(schema.items, schema.strings);
    items.forEach((item, index) => {
      const at = childPath(path, index);
      if (leadsTo(at, own)) visit(itemSchema, item, at, isItemRequired(index, schema, list), own, errors);
    });
    return;
  }

  if (kind === 'array' && (value === undefined || value === null) && (schema.minItems ?? 0) > 0 && required) {
    visit(schema, [], path, required, context, errors);
    return;
  }

  report(errors, path, validateField(schema, value, { required, license: context.license }), context);
}

export interface ValidateFormOptions {
  /**
   * The whole form is locked by role-based access (spec 001 §6): every field is disabled, so, as
   * with a read-only field, nothing is reported that the applicant could not fix.
   */
  readonly locked?: boolean;
  /**
   * Only the part of the form at this path (a field, an object or a list, with everything inside
   * it): its messages, the same as the whole form's at and inside that path, found by checking
   * only that part and the objects and lists that lead to it (whose blankness and licence state it
   * depends on). A form of 300 fields checks one field's message without the other 299.
   */
  readonly within?: FormPath;
}

/**
 * Every message of a form's value, keyed by field path in document order; an empty map means the
 * form is valid. A root that is not an object schema is an error value.
 */
export function validateForm(
  schema: FormSchema,
  value: unknown,
  options: ValidateFormOptions = {},
): Result<FormErrors, string> {
  const root = formRoot(schema);
  if (!root.ok) return root;
  const errors: Record<string, string> = {};
  if (options.locked === true) return ok(errors);
  const context: VisitContext = { schemaId: undefined, license: undefined, within: options.within };
  visit(root.value, isRecord(value) ? value : {}, '', true, context, errors);
  return ok(errors);
}
