import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { JsonObject } from '../shared/json-fields';
import { isJsonObject } from '../shared/json-fields';
import type { FormSchema, JsonPrimitive, ObjectFormSchema } from './form-schema';
import { SCHEMA_TYPES } from './form-schema';
import { FORM_MESSAGE_KEYS } from './messages';
import { withLicenseStateOptions } from './license-context';
import { formRoot } from './validate-form';

const STRING_FIELDS = [
  '$id',
  'title',
  'description',
  'hint',
  'warning',
  'placeholder',
  'format',
  'pattern',
  'addItemTitle',
] as const;
const NUMBER_FIELDS = ['minimum', 'maximum', 'multipleOf'] as const;
const COUNT_FIELDS = ['minLength', 'maxLength', 'minItems', 'maxItems'] as const;
const BOOLEAN_FIELDS = ['multiline', 'readOnly'] as const;

const isPrimitive = (value: unknown): value is JsonPrimitive =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const isStringList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isValidPattern = (pattern: string): boolean => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

/** Draft-4 schemas write exclusive bounds as booleans beside minimum/maximum; both spellings are read. */
function readExclusive(
  raw: JsonObject,
  exclusiveKey: 'exclusiveMinimum' | 'exclusiveMaximum',
  boundKey: 'minimum' | 'maximum',
  out: Record<string, unknown>,
  path: string,
): string | null {
  const value = raw[exclusiveKey];
  if (value === undefined) return null;
  if (typeof value === 'number' && Number.isFinite(value)) {
    out[exclusiveKey] = value;
    return null;
  }
  if (typeof value === 'boolean') {
    if (value && typeof out[boundKey] === 'number') {
      out[exclusiveKey] = out[boundKey];
      delete out[boundKey];
    }
    return null;
  }
  return `${path}.${exclusiveKey} must be a number`;
}

function parseNode(raw: unknown, path: string, depth: number): Result<FormSchema, string> {
  if (depth > 64) return err(`${path} is nested too deeply`);
  if (!isJsonObject(raw)) return err(`${path} must be an object`);
  const out: Record<string, unknown> = {};

  for (const key of STRING_FIELDS) {
    if (raw[key] === undefined) continue;
    if (typeof raw[key] !== 'string') return err(`${path}.${key} must be a string`);
    out[key] = raw[key];
  }
  if (typeof out.pattern === 'string' && !isValidPattern(out.pattern)) {
    return err(`${path}.pattern is not a valid regular expression`);
  }
  for (const key of NUMBER_FIELDS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value)) return err(`${path}.${key} must be a number`);
    out[key] = value;
  }
  if (typeof out.multipleOf === 'number' && out.multipleOf <= 0) return err(`${path}.multipleOf must be above 0`);
  for (const key of COUNT_FIELDS) {
    if (raw[key] === undefined) continue;
    if (!isCount(raw[key])) return err(`${path}.${key} must be a whole number of at least 0`);
    out[key] = raw[key];
  }
  for (const key of BOOLEAN_FIELDS) {
    if (raw[key] === undefined) continue;
    if (typeof raw[key] !== 'boolean') return err(`${path}.${key} must be true or false`);
    out[key] = raw[key];
  }
  const exclusiveError =
    readExclusive(raw, 'exclusiveMinimum', 'minimum', out, path) ??
    readExclusive(raw, 'exclusiveMaximum', 'maximum', out, path);
  if (exclusiveError !== null) return err(exclusiveError);

  if (raw.type !== undefined) {
    const type = SCHEMA_TYPES.find((t) => t === raw.type);
    if (type === undefined) return err(`${path}.type must be one of ${SCHEMA_TYPES.join(', ')}`);
    out.type = type;
  }
  if (raw.enum !== undefined) {
    if (!Array.isArray(raw.enum) || !raw.enum.every(isPrimitive)) {
      return err(`${path}.enum must be a list of strings, numbers, booleans or nulls`);
    }
    out.enum = [...raw.enum];
  }
  if (raw.const !== undefined) {
    if (!isPrimitive(raw.const)) return err(`${path}.const must be a string, number, boolean or null`);
    out.const = raw.const;
  }
  for (const key of ['enumLabels', 'variables', 'required'] as const) {
    if (raw[key] === undefined) continue;
    if (!isStringList(raw[key])) return err(`${path}.${key} must be a list of strings`);
    out[key] = [...raw[key]];
  }
  if (raw.strings !== undefined) {
    if (!isJsonObject(raw.strings)) return err(`${path}.strings must be an object`);
    const strings: Record<string, string> = {};
    for (const [key, text] of Object.entries(raw.strings)) {
      if (!FORM_MESSAGE_KEYS.some((k) => k === key)) {
        return err(`${path}.strings.${key} is not a message key (${FORM_MESSAGE_KEYS.join(', ')})`);
      }
      if (typeof text !== 'string') return err(`${path}.strings.${key} must be a string`);
      strings[key] = text;
    }
    out.strings = strings;
  }
  if (raw.htmlExtensions !== undefined) {
    if (!isJsonObject(raw.htmlExtensions)) return err(`${path}.htmlExtensions must be an object`);
    const links = raw.htmlExtensions.links;
    if (links !== undefined && typeof links !== 'boolean')
      return err(`${path}.htmlExtensions.links must be true or false`);
    out.htmlExtensions = links === undefined ? {} : { links };
  }
  if (raw.properties !== undefined) {
    if (!isJsonObject(raw.properties)) return err(`${path}.properties must be an object`);
    const properties: Record<string, FormSchema> = {};
    for (const [key, child] of Object.entries(raw.properties)) {
      const parsed = parseNode(child, `${path}.properties.${key}`, depth + 1);
      if (!parsed.ok) return parsed;
      Object.defineProperty(properties, key, { value: parsed.value, enumerable: true, writable: false });
    }
    out.properties = properties;
  }
  if (raw.items !== undefined) {
    const parsed = parseNode(raw.items, `${path}.items`, depth + 1);
    if (!parsed.ok) return parsed;
    out.items = parsed.value;
  }
  // Any JSON value, kept raw: a default that does not fit its field is the field's invalid value.
  if (raw.default !== undefined) out.default = raw.default;
  return ok(withLicenseStateOptions(out as FormSchema));
}

/**
 * Reads a form description from untrusted JSON (spec 001 §10.1). Unknown keywords are ignored;
 * a root that is not an object form is an error, since only object forms are allowed.
 */
export function parseFormSchema(raw: unknown): Result<ObjectFormSchema, string> {
  const parsed = parseNode(raw, 'schema', 0);
  if (!parsed.ok) return parsed;
  return formRoot(parsed.value);
}
