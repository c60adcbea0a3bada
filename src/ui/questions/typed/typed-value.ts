/**
 * The text a typed field shows for the answer in `screen.value`. The value is null before the
 * first keystroke, and a stored answer may have another shape; both show as empty, and the
 * first edit replaces them with the field's own shape.
 */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** One text part of an object answer (a name or an address), '' when absent or not text. */
export function partOf(value: unknown, key: string): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  return Object.hasOwn(value, key) ? textOf((value as Record<string, unknown>)[key]) : '';
}
