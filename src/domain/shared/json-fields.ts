import type { Result } from './result';
import { err, ok } from './result';

/**
 * Small readers for untrusted JSON (`unknown`), shared by every parser of the domain. They return
 * values or one-line errors that name the path, so a parser never throws on bad input.
 */
export type JsonObject = Readonly<Record<string, unknown>>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absent and null both mean "not given" for optional fields (servers send null for "not set"). */
export const isAbsent = (value: unknown): value is null | undefined => value === undefined || value === null;

/** A path segment for error messages: `questions[2].attrType`. */
export const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** How a JSON value is named in a shape error: 'a number', 'a list', 'null'. */
export function jsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true/false';
    case 'object':
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

export function readObject(raw: unknown, what: string): Result<JsonObject, string> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? ok(raw as JsonObject)
    : err(`${what} must be a JSON object, not ${jsonTypeName(raw)}`);
}

/** Own fields only, so a key such as 'constructor' never reads the prototype. */
export const fieldOf = (object: JsonObject, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;

/**
 * A text field. Spec is silent on missing fields: an absent (or null) text counts as '', so a
 * missing required field is an invalid answer ('Last name is required'), not a shape error.
 */
export function readText(object: JsonObject, key: string): Result<string, string> {
  const value = fieldOf(object, key);
  if (isAbsent(value)) return ok('');
  return typeof value === 'string' ? ok(value) : err(`${key} must be a string, not ${jsonTypeName(value)}`);
}

/** A yes/no field; null when absent (or null), i.e. not answered / not ticked. */
export function readFlag(object: JsonObject, key: string): Result<boolean | null, string> {
  const value = fieldOf(object, key);
  if (isAbsent(value)) return ok(null);
  return typeof value === 'boolean' ? ok(value) : err(`${key} must be true or false, not ${jsonTypeName(value)}`);
}

/** A list of texts; [] when absent (or null). */
export function readTextList(object: JsonObject, key: string): Result<readonly string[], string> {
  const value = fieldOf(object, key);
  if (isAbsent(value)) return ok([]);
  if (!Array.isArray(value)) return err(`${key} must be a list of strings, not ${jsonTypeName(value)}`);
  const texts: string[] = [];
  for (const [index, item] of value.entries()) {
    if (typeof item !== 'string') return err(`${key}[${index}] must be a string, not ${jsonTypeName(item)}`);
    texts.push(item);
  }
  return ok(texts);
}

/** Reads several fields at once, stopping at the first shape error. */
export function readAll<T extends object>(readers: {
  readonly [K in keyof T]: () => Result<T[K], string>;
}): Result<T, string> {
  const values: Partial<T> = {};
  for (const key of Object.keys(readers) as (keyof T)[]) {
    const read = readers[key]();
    if (!read.ok) return read;
    values[key] = read.value;
  }
  return ok(values as T);
}
