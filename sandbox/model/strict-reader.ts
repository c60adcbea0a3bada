import { at, isJsonObject, jsonTypeName } from '../../src/domain/shared/json-fields';
import type { Result } from '../../src/domain/shared/result';
import { err, ok } from '../../src/domain/shared/result';

/**
 * Strict readers for what a tester posts to the sandbox: a wrong type or a field the shape does
 * not name is an error naming the field's path (`issuer.idoStatusMessages.complete.url must be a
 * string`), so a typo never silently falls back to a default. Types only: values are kept as
 * sent, hostile or not (the app must defend itself against what an issuer sends).
 */
export type Reader<T> = (value: unknown, path: string) => Result<T, string>;
type ValueOf<R> = R extends Reader<infer T> ? T : never;
type Readers = Readonly<Record<string, Reader<unknown>>>;

const wrongType = (path: string, expected: string, value: unknown): Result<never, string> =>
  err(`${path} must be ${expected}, not ${jsonTypeName(value)}`);

export const text: Reader<string> = (value, path) =>
  typeof value === 'string' ? ok(value) : wrongType(path, 'a string', value);

export const flag: Reader<boolean> = (value, path) =>
  typeof value === 'boolean' ? ok(value) : wrongType(path, 'true or false', value);

/** A number of at least 0 (JSON has no infinities, so any number read is finite). */
export const amount: Reader<number> = (value, path) => {
  if (typeof value !== 'number') return wrongType(path, 'a number >= 0', value);
  return value >= 0 ? ok(value) : err(`${path} must be a number >= 0`);
};

/** A text, a number or true/false, e.g. the data that fills a consent text's placeholders. */
export const scalar: Reader<string | number | boolean> = (value, path) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? ok(value)
    : wrongType(path, 'a string, a number or true/false', value);

/** Any JSON value, kept as sent (answers whose shapes the app reads by its own rules). */
export const anything: Reader<unknown> = (value) => ok(value);

export const oneOf =
  <V extends string>(values: readonly V[]): Reader<V> =>
  (value, path) => {
    const found = values.find((v) => v === value);
    return found === undefined ? err(`${path} must be one of ${values.join(', ')}`) : ok(found);
  };

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value, path) =>
    value === null ? ok(null) : read(value, path);

/** Two shapes told apart by the value's JSON type: a string or an object (`expected` names both). */
export const stringOr =
  <T>(readObject: Reader<T>, expected: string): Reader<string | T> =>
  (value, path) => {
    if (typeof value === 'string') return ok(value);
    return isJsonObject(value) ? readObject(value, path) : wrongType(path, expected, value);
  };

export const listOf =
  <T>(read: Reader<T>): Reader<readonly T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) return wrongType(path, 'a list', value);
    const items: T[] = [];
    for (const [index, item] of value.entries()) {
      const next = read(item, at(path, index));
      if (!next.ok) return next;
      items.push(next.value);
    }
    return ok(items);
  };

/** An object whose keys are free (attribute types, statuses), each value read the same way. */
export const mapOf =
  <T>(read: Reader<T>): Reader<Readonly<Record<string, T>>> =>
  (value, path) => {
    if (!isJsonObject(value)) return wrongType(path, 'an object', value);
    const entries: [string, T][] = [];
    for (const [key, item] of Object.entries(value)) {
      const next = read(item, at(path, key));
      if (!next.ok) return next;
      entries.push([key, next.value]);
    }
    // fromEntries defines own properties: a key such as '__proto__' cannot reach a prototype.
    return ok(Object.fromEntries(entries));
  };

export type ObjectOf<Required extends Readers, Optional extends Readers> = {
  readonly [K in keyof Required]: ValueOf<Required[K]>;
} & { readonly [K in keyof Optional]?: ValueOf<Optional[K]> };

/**
 * An object with named fields: each of `required` must be present, each of `optional` may be;
 * any other field is refused, naming it and the fields the object has.
 */
export const objectOf =
  <Required extends Readers, Optional extends Readers>(
    required: Required,
    optional: Optional,
  ): Reader<ObjectOf<Required, Optional>> =>
  (value, path) => {
    if (!isJsonObject(value)) return wrongType(path || 'the body', 'an object', value);
    const own = (key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);
    const known = [...Object.keys(required), ...Object.keys(optional)];
    const unknown = Object.keys(value).find((key) => !known.includes(key));
    if (unknown !== undefined) return err(`${at(path, unknown)} is not a known field (${known.join(', ')})`);
    const missing = Object.keys(required).find((key) => !own(key));
    if (missing !== undefined) return err(`${at(path, missing)} is required`);
    const fields: Record<string, unknown> = {};
    for (const [key, read] of [...Object.entries(required), ...Object.entries(optional)]) {
      if (!own(key)) continue;
      const next = read(value[key], at(path, key));
      if (!next.ok) return next;
      fields[key] = next.value;
    }
    return ok(fields as ObjectOf<Required, Optional>);
  };
