import type { LicenseFamily } from '../validation/license-family';
import { licenseFamilyOf } from '../validation/license-family';
import { licenseExampleOf, licenseFormatOf, LICENSE_TEXTS, validateLicenseNumber } from '../validation/license-number';
import { US_STATES } from '../validation/us-states';
import type { FormPath } from './form-path';
import { childPath, fieldAt, pathSegments, ROOT_PATH, valueAt } from './form-path';
import type { FormSchema } from './form-schema';
import { isJsonObject } from '../shared/json-fields';

import { LICENSE_NUMBER_FORMAT, LICENSE_STATE_FORMAT, LICENSE_STATE_KEY } from './form-licenses';

// The formats and key live with the support mail's licence reader (form-licenses.ts), which the
// question footer loads without the form layer.
export { LICENSE_NUMBER_FORMAT, LICENSE_STATE_FORMAT, LICENSE_STATE_KEY };

/**
 * What a licence-state object form passes to its children (spec 001 §10.1): the selected state
 * and the profession its schema id names.
 */
export interface LicenseContext {
  readonly family: LicenseFamily | null;
  /** The selected two-letter state; '' while none is chosen. */
  readonly state: string;
}

export const isLicenseStateForm = (schema: FormSchema): boolean =>
  schema.format === LICENSE_STATE_FORMAT && (schema.type === 'object' || schema.properties !== undefined);

/**
 * The context a licence-state object gives its descendants, read from its value; `schemaId` is
 * the nearest `$id` up the tree (the object's own first), which names the profession
 * (licenseFamilyOf). Spec is silent on a form without any `$id`: no family is known, so no state
 * has a format and any non-empty licence number passes, which never refuses a real licence.
 */
export function licenseContextOf(objectValue: unknown, schemaId: string | undefined): LicenseContext {
  const state = isJsonObject(objectValue) ? objectValue[LICENSE_STATE_KEY] : undefined;
  return {
    family: schemaId === undefined ? null : licenseFamilyOf(schemaId),
    state: typeof state === 'string' ? state.trim() : '',
  };
}

/**
 * The licence context of the field at `path`, as validateForm passes it down: from the nearest
 * licence-state object above the field, with the nearest `$id` at or above that object.
 */
export function licenseContextAt(root: FormSchema, value: unknown, path: FormPath): LicenseContext | undefined {
  let schemaId: string | undefined;
  let context: LicenseContext | undefined;
  let schema: FormSchema | undefined = root;
  let at: FormPath = ROOT_PATH;
  const segments = pathSegments(path);
  for (const [index, segment] of segments.entries()) {
    if (schema === undefined) return undefined;
    schemaId = schema.$id ?? schemaId;
    if (isLicenseStateForm(schema)) context = licenseContextOf(valueAt(value, at), schemaId);
    if (index === segments.length - 1) break;
    at = childPath(at, segment);
    schema = fieldAt(root, at)?.schema;
  }
  return context;
}

/**
 * The licence number's own check (spec 001 §5.16), for a non-empty string field with format
 * 'license-number' inside a licence-state form: 'Incorrect format. Eg. {example}' when a state is
 * chosen and the number does not fit it; null otherwise (no state yet: nothing to check against).
 */
export function licenseNumberMessage(
  schema: FormSchema,
  value: string,
  context: LicenseContext | undefined,
): string | null {
  if (context === undefined || schema.format !== LICENSE_NUMBER_FORMAT || context.state === '') return null;
  const verdict = validateLicenseNumber(context.family, context.state, value);
  return verdict.valid ? null : verdict.message;
}

/** The hint of a licence-number field: 'Eg. {example}' of the chosen state's format, or null. */
export function licenseNumberHint(schema: FormSchema, context: LicenseContext | undefined): string | null {
  if (context === undefined || schema.format !== LICENSE_NUMBER_FORMAT) return null;
  const format = licenseFormatOf(context.family, context.state);
  return format === null ? null : LICENSE_TEXTS.hint(licenseExampleOf(format));
}

/**
 * A licence-state object's `licenseState` property without an enum becomes a dropdown of the US
 * states, DC and territories by two-letter code, names shown (as the address's state dropdown).
 */
export function withLicenseStateOptions(schema: FormSchema): FormSchema {
  const stateField = schema.properties?.[LICENSE_STATE_KEY];
  if (!isLicenseStateForm(schema) || stateField === undefined || stateField.enum !== undefined) return schema;
  const options: FormSchema = {
    ...stateField,
    enum: US_STATES.map((state) => state.code),
    enumLabels: US_STATES.map((state) => state.name),
  };
  return { ...schema, properties: { ...schema.properties, [LICENSE_STATE_KEY]: options } };
}
