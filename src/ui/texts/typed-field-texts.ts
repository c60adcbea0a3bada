import { catalogue } from '../../domain/language/translation';
/**
 * The labels and hints of the typed question fields. The question's title is the page heading;
 * spec 001 §2.1 names the inputs (first, middle and last name; street address, city, state, ZIP;
 * a 7-digit MMC input; the past-name checkbox) but not their wording, so the labels below are
 * ours, written as an applicant reads them on any US form. The one quoted text is the past-name
 * checkbox, the domain's PAST_NAME_TEXTS, read when shown.
 */
export const TYPED_FIELD_TEXTS = catalogue('TYPED_FIELD_TEXTS', {
  ssn: 'Social Security Number',
  /** Spec is silent on an SSN hint: the format of the SSN error text, and that an ITIN is taken too (spec 001 §5.1). */
  ssnHint: 'Format: ###-##-####. An ITIN is accepted too.',
  /** The eye toggle's name; aria-pressed says whether the number is shown. */
  showSsn: 'Show Social Security Number',
  ein: 'Employer Identification Number (EIN)',
  einHint: 'Format: ##-#######',
  firstName: 'First name',
  middleName: 'Middle name (optional)',
  lastName: 'Last name',
  pastFirstName: 'Previous first name',
  pastMiddleName: 'Previous middle name (optional)',
  pastLastName: 'Previous last name',
  birthday: 'Date of birth',
  /** Used when the question has no title to name the date. */
  date: 'Date',
  dateHint: 'Format: MM/DD/YYYY',
  state: 'State',
  /** The dropdown's empty first choice. */
  chooseState: 'Select...',
  streetAddress: 'Street address',
  city: 'City',
  zip: 'ZIP code',
  mmc: 'MMC reference number',
  mmcHint: '7 digits',
  /** Used when a text or number question has no title to name its input. */
  answer: 'Your answer',
  email: 'Email address',
} as const);
