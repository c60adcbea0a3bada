import { catalogue } from '../language/translation';
import type { LicenseFamily } from './license-family';
import type { LicenseFormat } from './license-formats';
import { LICENSE_FORMATS } from './license-formats';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/**
 * The three test licence numbers, by state, accepted whatever the state's format (spec 001 §5.16:
 * 'Three special test licence numbers are accepted for MI, CO and MO'). Spec is silent on the
 * numbers themselves: these are ours, shaped so that no real licence looks like them.
 */
export const LICENSE_TEST_NUMBERS: Readonly<Record<'MI' | 'CO' | 'MO', string>> = {
  MI: 'TEST-MI-0000',
  CO: 'TEST-CO-0000',
  MO: 'TEST-MO-0000',
};

/** Spec 001 §5.16. */
export const LICENSE_TEXTS = catalogue('LICENSE_TEXTS', {
  incorrectFormat: (example: string): string => `Incorrect format. Eg. ${example}`,
  hint: (example: string): string => `Eg. ${example}`,
  /** Spec is silent on an empty id's message: the form layer's default (spec 001 §10.4). */
  required: 'This field is required',
} as const);

/** The format the chosen state's ids must have (see LICENSE_FORMATS), or null when it has none. */
export function licenseFormatOf(family: LicenseFamily | null, state: string): LicenseFormat | null {
  if (family === null) return null;
  const formats = LICENSE_FORMATS[family];
  return Object.hasOwn(formats, state) ? (formats[state] ?? null) : null;
}

/** The example shown as the hint and in the error: the format's first synthetic example. */
export const licenseExampleOf = (format: LicenseFormat): string => format.examples[0];

/** One of the three test numbers, entered for its own state. */
export function isLicenseTestNumber(state: string, id: string): boolean {
  return Object.entries(LICENSE_TEST_NUMBERS).some(
    ([testState, number]) => testState === state && number.toLowerCase() === id.trim().toLowerCase(),
  );
}

/**
 * Spec 001 §5.16: an empty id is refused; a test number is accepted for its state; otherwise the
 * id (trimmed) must match the chosen state's format, when it has one; a state without a known
 * format accepts any non-empty id.
 */
export function validateLicenseNumber(family: LicenseFamily | null, state: string, id: string): Verdict {
  const trimmed = id.trim();
  if (trimmed === '') return invalid(LICENSE_TEXTS.required);
  if (isLicenseTestNumber(state, trimmed)) return VALID;
  const format = licenseFormatOf(family, state);
  return format === null || format.pattern.test(trimmed)
    ? VALID
    : invalid(LICENSE_TEXTS.incorrectFormat(licenseExampleOf(format)));
}
