/**
 * Every input kind a question can name in its `type` (spec 001 §3.1), smart attributes aside. A
 * new kind must also say how its answer is obtained, in check-kind-of.ts (a total table over this
 * list: leaving it out does not compile). Kept a plain list here: the overview's start bundle reads it.
 */
export const INPUT_KINDS = [
  'ssn',
  'cpr',
  'ein',
  'address',
  'full-name',
  'past-name',
  'birthday',
  'phone-number',
  'us-state',
  'mmc-reference-number',
  'selfie',
  'bulk-email',
  'bar-license-details',
  'consent',
  'statement-of-truth',
  'future-date',
  'insurance-policy-number',
  'id-scan',
  'academic-provider',
  'individualized-assessment',
  'liveness-check',
  'coi-scan',
  'external-provider',
  'text',
  'file',
  'boolean',
  'date',
  'integer',
  'string-enum',
  'string-enum-list',
  'email',
] as const;

export type InputKind = (typeof INPUT_KINDS)[number];

const KNOWN: ReadonlySet<string> = new Set<string>(INPUT_KINDS);

export const isInputKind = (value: string): value is InputKind => KNOWN.has(value);
