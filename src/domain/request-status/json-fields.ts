/**
 * Small readers for untrusted JSON (`unknown`), shared by the parsers of the status, stage and
 * business folders. Each returns the value or null, so a parser can name the path in its own
 * one-line error message.
 */
export type JsonObject = Readonly<Record<string, unknown>>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absent and null both mean "not given" for optional fields. */
export const isAbsent = (value: unknown): value is null | undefined => value === undefined || value === null;

/** A path segment for error messages: `questions[2].attrType`. */
export const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
