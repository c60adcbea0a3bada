import type { JsonObject } from './json-fields';
import { readFlag } from './json-fields';
import type { Result } from './result';
import { ok } from './result';

// Readers of an object's fields by key, for the answer kinds: a kind lists its fields with their
// readers, and the keys of that list are the keys the answer knows. Kept apart from json-fields.ts,
// which the overview's start bundle reads.

/** Reads one field of an object by its key. */
export type FieldReader<V> = (object: JsonObject, key: string) => Result<V, string>;

/** A reader per field of T, keyed by the field's name: the keys an object answer knows. */
export type FieldReaders<T> = { readonly [K in keyof T]: FieldReader<T[K]> };

/** Reads every field named in `readers`, stopping at the first shape error; other keys are not read. */
export function readFields<T extends object>(object: JsonObject, readers: FieldReaders<T>): Result<T, string> {
  const values: Partial<T> = {};
  for (const key of Object.keys(readers) as (keyof T & string)[]) {
    const read = readers[key](object, key);
    if (!read.ok) return read;
    values[key] = read.value;
  }
  return ok(values as T);
}

/** A checkbox: absent (or null) counts as `absent` (unticked unless told otherwise). */
export const readBox =
  (absent = false): FieldReader<boolean> =>
  (object, key) => {
    const read = readFlag(object, key);
    return read.ok ? ok(read.value ?? absent) : read;
  };
