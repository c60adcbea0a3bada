import { parseUsDate } from './us-date';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** The date question (spec 001 §5.15): MM/dd/yyyy and a real date. */
export function validateDate(value: string): Verdict {
  const parsed = parseUsDate(value);
  return parsed.ok ? VALID : invalid(parsed.error);
}
