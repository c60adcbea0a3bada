import { catalogue } from '../language/translation';

/**
 * Every message a question validator shows, in one place. Texts the spec gives are copied word for
 * word (spec 001 §5, §8; spec 000 §5); the others are marked "Spec is silent" and are written as
 * short, plain sentences that tell the applicant what to do. The validators also use the upload
 * texts (UPLOAD_MESSAGES, spec 001 §8) and, for question text and the phone question, the form
 * layer's required and phone messages (FORM_MESSAGES, spec 001 §10.4), read from those catalogues:
 * a key here that copied one would keep, in a chunk loaded while Spanish shows, Spanish as its English.
 */
export const VALIDATION_MESSAGES = catalogue('VALIDATION_MESSAGES', {
  /** Spec 001 §5.1. */
  ssn: 'SSN must be 9 numeric characters ex ###-##-#### and a valid SSN',
  /** Spec 000 §5 and 001 §5.9. */
  invalidEmail: 'Invalid email',
  /** Spec 000 §5 and 001 §5.9: an empty e-mail, or an empty list where one is required. */
  required: 'This value is required',

  /** Spec is silent: worded like the SSN message, with the ITIN's leading 9. */
  itin: 'ITIN must be 9 numeric characters ex 9##-##-#### and a valid ITIN',
  /** Spec is silent: names both accepted forms of spec 001 §5.1. */
  ein: 'EIN must be 9 numeric characters ex ##-####### or #########',
  /** Spec is silent: says which characters the restricted text variant allows. */
  lettersDigitsHyphenSpace: 'Use only letters, digits, hyphens and spaces',
  /** Spec is silent. */
  stateRequired: 'State is required',
  /** Spec is silent. */
  stateUnknown: 'Choose a US state, territory or DC by its two-letter code',
  /** Spec is silent. */
  integer: 'Enter a whole number using digits only, without leading zeros',
  /** Spec is silent: a number beyond this cannot be sent exactly as a JSON number. */
  integerTooLarge: 'Enter a number no larger than 9007199254740991',
  /** Spec is silent. */
  dateRequired: 'Date is required',
  /** Spec is silent. */
  dateFormat: 'Enter the date as MM/DD/YYYY',
  /** Spec is silent. */
  dateNotReal: 'Enter a date that exists on the calendar',
  /** Spec is silent. */
  birthdayNotPast: 'Date of birth must be before today',
  /** Spec is silent. */
  dateNotFuture: 'Date must be today or later',
  /** Spec is silent. */
  mmc: 'MMC reference number must be 7 digits',
  /** Spec is silent. */
  firstNameRequired: 'First name is required',
  /** Spec is silent. */
  lastNameRequired: 'Last name is required',
  /** Spec is silent. */
  streetRequired: 'Street address is required',
  /** Spec is silent. */
  cityRequired: 'City is required',
  /** Spec is silent. */
  postcodeRequired: 'ZIP code is required',
  /** Spec is silent. */
  cprProviderRequired: 'CPR provider is required',
  /** Spec is silent. */
  cprProviderUnknown: 'Choose a CPR provider from the list',
  /** Spec is silent. */
  certIdRequired: 'Certificate ID is required',
  /** Spec is silent: states the rule of spec 001 §5.4. */
  redCrossCertId: 'American Red Cross certificate ID must be exactly 6 characters',
  /** Spec is silent. */
  jurisdictionRequired: 'Jurisdiction is required',
  /** Spec is silent. */
  jurisdictionUnknown: 'Choose a US state, territory or DC as the jurisdiction',
  /** Spec is silent: states the rule of spec 001 §5.7. */
  yearAdmitted: 'Year admitted must be a year from 1900 to 2099',
  /** Spec is silent: names the required checkbox of spec 001 §2.1. */
  consentRequired: 'Tick "I have read and accept this disclosure" to continue',
  /** Spec is silent. */
  statementRequired: 'Answer the statement of truth',
  /** Spec is silent: the statement text comes from the question, so a missing one is not the applicant's doing. */
  statementTextRequired: 'The statement of truth text is missing',
  /** Spec is silent: names the certification checkbox of spec 001 §2.1. */
  certificationRequired: 'Tick "I certify that the information above is complete and accurate." to continue',
  /** Spec is silent. */
  booleanRequired: 'Choose Yes or No',
  /** Spec is silent. */
  optionRequired: 'Choose one of the options',
  /** Spec is silent. */
  optionsRequired: 'Choose at least one of the options',
  /** Spec is silent. */
  filesRequired: 'Add at least one file',
  /** Spec is silent. */
  selfieRequired: 'Take a selfie to continue',
  /** Spec is silent: echoes the academic field's placeholder (spec 001 §2.1). */
  academicRequired: 'Type and select a known institution',
  /** Spec is silent. */
  utilityProviderRequired: 'Choose a utility provider from the list',
  /** Spec is silent. */
  usernameRequired: 'Username or email is required',
  /** Spec is silent. */
  passwordRequired: 'Password is required',
  /** Spec is silent. */
  idScanTypeNotAllowed: 'Choose one of the document types offered',
  /** Spec is silent. */
  idScanPagesMissing: 'Capture every page of the document',
} as const);
