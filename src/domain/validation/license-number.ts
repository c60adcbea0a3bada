import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/**
 * The licence-number rule (spec 001 §5.16): a licence id is checked against the format of the
 * chosen state, per profession family. Error 'Incorrect format. Eg. {example}', hint
 * 'Eg. {example}'. A state with no pattern accepts any non-empty text. Three special test licence
 * numbers are accepted for MI, CO and MO.
 *
 * Spec is silent on the per-state patterns (it says massage therapists have about 27 states,
 * nurses about 30, physical therapists AZ and OH, physician assistants GA and AZ) and on the test
 * numbers themselves. The entries in LICENSE_PATTERNS and LICENSE_TEST_NUMBERS below are
 * ILLUSTRATIVE EXAMPLES ONLY, not the real boards' formats: replace them with the boards' formats
 * before relying on them.
 *
 * How a pattern is added: put `XX: { pattern: /^...$/, example: '...' }` under the profession
 * family in LICENSE_PATTERNS, where XX is the two-letter state code. The pattern must match the
 * whole id (anchor it with ^ and $), is tested against the id trimmed, and should be
 * case-insensitive when the board's ids contain letters (add the i flag). The example is shown to
 * the applicant as the hint and in the error, so it must itself match the pattern (a test checks
 * every entry). A new profession family also needs its name in LICENSE_FAMILIES and a word in
 * FAMILY_WORDS so licenseFamilyOf finds it.
 */
export const LICENSE_FAMILIES = ['massage-therapist', 'nurse', 'physical-therapist', 'physician-assistant'] as const;
export type LicenseFamily = (typeof LICENSE_FAMILIES)[number];

export interface LicenseFormat {
  readonly pattern: RegExp;
  readonly example: string;
}

/** EXAMPLES ONLY (see the file's comment): state code -> format, per profession family. */
export const LICENSE_PATTERNS: Readonly<Record<LicenseFamily, Readonly<Record<string, LicenseFormat>>>> = {
  'massage-therapist': {
    // Example entries, not the boards' real formats.
    FL: { pattern: /^MA\d{5,6}$/i, example: 'MA12345' },
    TX: { pattern: /^MT\d{6}$/i, example: 'MT123456' },
  },
  nurse: {
    // Example entries, not the boards' real formats.
    CA: { pattern: /^\d{6,8}$/, example: '12345678' },
    NY: { pattern: /^\d{6}$/, example: '123456' },
  },
  'physical-therapist': {
    // Example entries, not the boards' real formats.
    AZ: { pattern: /^PT-?\d{4,6}$/i, example: 'PT-12345' },
    OH: { pattern: /^PT\.?\d{6}$/i, example: 'PT.012345' },
  },
  'physician-assistant': {
    // Example entries, not the boards' real formats.
    GA: { pattern: /^PA\d{6}$/i, example: 'PA012345' },
    AZ: { pattern: /^\d{4,6}$/, example: '12345' },
  },
};

/**
 * EXAMPLES ONLY (see the file's comment): the three test licence numbers, by state, accepted
 * whatever the state's pattern. Replace them with the numbers the service's test accounts use.
 */
export const LICENSE_TEST_NUMBERS: Readonly<Record<'MI' | 'CO' | 'MO', string>> = {
  MI: 'TEST-MI-0000',
  CO: 'TEST-CO-0000',
  MO: 'TEST-MO-0000',
};

/** Spec 001 §5.16. */
export const LICENSE_TEXTS = {
  incorrectFormat: (example: string): string => `Incorrect format. Eg. ${example}`,
  hint: (example: string): string => `Eg. ${example}`,
} as const;

/** Spec is silent on an empty id's message: the form layer's default (spec 001 §10.4). */
export const LICENSE_REQUIRED = 'This field is required';

/** Words of an attribute type that name each family; the nurse family includes its sub-professions. */
const FAMILY_WORDS: Readonly<Record<LicenseFamily, readonly string[]>> = {
  'massage-therapist': ['massage'],
  'physical-therapist': ['physical_therapist', 'physical-therapist', 'physicaltherapist'],
  'physician-assistant': ['physician_assistant', 'physician-assistant', 'physicianassistant'],
  nurse: ['nurse', 'registered_nurse', 'practical_nurse', 'nurse_practitioner', 'aprn', 'lpn', 'rn'],
};

/**
 * The profession family of a licence question. Spec is silent on where the profession is named:
 * it is read from the attribute type (e.g. 'license.nurse_practitioner.number'), split into words
 * at dots; registered nurse, licensed practical nurse, nurse practitioner and advanced practice
 * registered nurse fall under nurse (spec 001 §5.16). null when no family is named: then no state
 * has a pattern and any non-empty id is accepted.
 */
export function licenseFamilyOf(attrType: string): LicenseFamily | null {
  const lower = attrType.toLowerCase();
  const words = lower.split(/[.:/]/);
  for (const family of LICENSE_FAMILIES) {
    const found = FAMILY_WORDS[family].some((word) => (word.length <= 3 ? words.includes(word) : lower.includes(word)));
    if (found) return family;
  }
  return null;
}

/** The format the chosen state's ids must have, or null when the state has no pattern. */
export function licenseFormatOf(family: LicenseFamily | null, state: string): LicenseFormat | null {
  if (family === null) return null;
  const formats = LICENSE_PATTERNS[family];
  return Object.hasOwn(formats, state) ? (formats[state] ?? null) : null;
}

/** One of the three test numbers, entered for its own state. */
export function isLicenseTestNumber(state: string, id: string): boolean {
  return Object.entries(LICENSE_TEST_NUMBERS).some(
    ([testState, number]) => testState === state && number.toLowerCase() === id.trim().toLowerCase(),
  );
}

/**
 * Spec 001 §5.16: an empty id is refused; a test number is accepted for its state; otherwise the
 * id (trimmed) must match the chosen state's pattern, when it has one.
 */
export function validateLicenseNumber(family: LicenseFamily | null, state: string, id: string): Verdict {
  const trimmed = id.trim();
  if (trimmed === '') return invalid(LICENSE_REQUIRED);
  if (isLicenseTestNumber(state, trimmed)) return VALID;
  const format = licenseFormatOf(family, state);
  return format === null || format.pattern.test(trimmed)
    ? VALID
    : invalid(LICENSE_TEXTS.incorrectFormat(format.example));
}
