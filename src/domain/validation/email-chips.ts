import { isValidEmail } from './email';

export interface EmailChip {
  readonly email: string;
  readonly valid: boolean;
}

export interface EmailChips {
  /** Every distinct entry, in the order typed. */
  readonly chips: readonly EmailChip[];
  /** The entries shown in the invalid style. */
  readonly invalid: readonly string[];
}

/** Any run of characters that cannot appear in an address separates two entries (spec 000 §5). */
const SEPARATORS = /[^a-zA-Z0-9.!#$%&'*+/=?^_`{|}~@-]+/;

/**
 * Splits typed or pasted text into e-mail chips (spec 000 §5): split on any character outside those
 * allowed in e-mail addresses, drop empty entries, remove duplicates (case-insensitively, keeping
 * the first spelling) and say which chips are invalid. `existing` chips count as already present.
 */
export function splitEmailChips(text: string, existing: readonly string[] = []): EmailChips {
  const seen = new Set(existing.map((email) => email.toLowerCase()));
  const chips: EmailChip[] = [];
  for (const entry of text.split(SEPARATORS)) {
    const key = entry.toLowerCase();
    if (entry === '' || seen.has(key)) continue;
    seen.add(key);
    chips.push({ email: entry, valid: isValidEmail(entry) });
  }
  return { chips, invalid: chips.filter((chip) => !chip.valid).map((chip) => chip.email) };
}
