/**
 * Reads the applicant's answer kept in `screen.value` for the choice fields. The value is null
 * before the first edit and a stored answer may have another shape; both read as empty, and the
 * first edit replaces them with the field's own shape.
 */
export function recordOf(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export const textIn = (value: unknown, key: string): string => {
  const part = recordOf(value)[key];
  return typeof part === 'string' ? part : typeof part === 'number' ? String(part) : '';
};

export const flagIn = (value: unknown, key: string): boolean => recordOf(value)[key] === true;

export const textListOf = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
