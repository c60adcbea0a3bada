import { catalogue } from '../language/translation';
/** The fixed texts of the background-check consent screen (spec 001 §2.1), word for word. */
export const CONSENT_TEXTS = catalogue('CONSENT_TEXTS', {
  heading: 'Background Check Disclosure & Authorization',
  /** The default disclosure heading, used when the issuer supplies no consent HTML. */
  defaultDisclosureHeading: 'APPLICANT DISCLOSURE STATEMENT',
  /** The required checkbox. */
  acceptCheckbox: 'I have read and accept this disclosure',
  submit: 'Authorize',
  /** The optional checkbox of the state-resident notice. */
  freeCopyCheckbox: 'I wish to receive a free copy of the report',
} as const);

/**
 * The states whose applicants see the free-copy notice (spec 001 §2.1). Not a catalogue: the
 * states' names stay in English in every language, as they are written on US papers.
 */
export const FREE_COPY_STATES = [
  { code: 'CA', name: 'California' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'OK', name: 'Oklahoma' },
] as const;
