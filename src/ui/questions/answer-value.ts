/**
 * Reads the applicant's answer kept in `screen.value`, for every field. The value is null before
 * the first edit and a stored answer may have another shape; both read as empty, and the first
 * edit replaces them with the field's own shape.
 */
export function recordOf(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The answer as text ('' when it is not text). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** One text part of an object answer (a name or an address), '' when absent or not text. */
export const partOf = (value: unknown, key: string): string => textOf(recordOf(value)[key]);

/** One part of an object answer as text, a number included (a year admitted kept as a number). */
export const textIn = (value: unknown, key: string): string => {
  const part = recordOf(value)[key];
  return typeof part === 'number' ? String(part) : textOf(part);
};

export const flagIn = (value: unknown, key: string): boolean => recordOf(value)[key] === true;

export const textListOf = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
