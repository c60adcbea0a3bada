import { catalogue } from '../../domain/language/translation';
import type { Labels } from 'react-phone-number-input';

/**
 * The labels of the choice question fields. The question's title is the page heading; spec 001
 * §2.1 names the inputs but not their wording, so the labels below are ours (spec is silent),
 * written as an applicant reads them on any US form. Texts the spec quotes (the consent, bulk
 * e-mail and statement-of-truth texts) come from the domain, word for word.
 */
export const CHOICE_FIELD_TEXTS = catalogue('CHOICE_FIELD_TEXTS', {
  phone: 'Phone number',
  phoneCountry: 'Country',
  /**
   * The country selector's names (both phone inputs): none for the library's own English ones,
   * which its chunk already carries; another language gives its locale's names. A function, so the
   * names are a value of the language rather than some 250 texts of this catalogue.
   */
  phoneCountryNames: (): Labels | undefined => undefined,
  cprProvider: 'CPR provider',
  cprChooseProvider: 'Choose a provider',
  certId: 'Certificate ID',
  jurisdiction: 'Jurisdiction',
  chooseJurisdiction: 'Choose a jurisdiction',
  yearAdmitted: 'Year admitted',
  yearAdmittedHint: 'Four digits, e.g. 2012',
  licenseNumber: 'License number (optional)',
  emails: 'Email addresses',
  /** Spec is silent on a hint for the chip input: it says how entries are separated. */
  emailsHint: 'Press Enter, or type a comma, space or semicolon, after each address. You can paste a list.',
  /** The name of a chip's remove button. */
  removeEmail: (email: string) => `Remove ${email}`,
  invalidEmailChip: 'Invalid email',
  yes: 'Yes',
  no: 'No',
  chooseOption: 'Select...',
  answer: 'Answer',
  policyNumber: 'Policy number',
  /**
   * Spec is silent on the default authorization text (it says only that one is shown): a plain
   * FCRA-style authorization, shown under the default 'APPLICANT DISCLOSURE STATEMENT'.
   */
  defaultDisclosure:
    'We may obtain a consumer report about you (a background check) from a consumer reporting agency for the purpose of evaluating your application. The report may include information about your identity, employment, education, licenses and criminal history.',
  defaultAuthorization:
    'By checking the box below, I authorize the obtaining of a consumer report about me as described in this disclosure, now and, where permitted by law, at any time while my application or engagement is active.',
  /**
   * Spec is silent on the biometric consent's heading (spec 001 §2.1 gives it 'fixed consent
   * text', and the heading it names belongs to the background check): a heading of its own, so an
   * applicant asked about their facial geometry is not told it is a background-check disclosure.
   */
  biometricHeading: 'Biometric Data Consent',
  /** Spec is silent on the fixed biometric consent text (spec 001 §2.1 says only that it is fixed). */
  biometricConsent:
    'I consent to the collection and use of my facial geometry from the photos I provide, only to verify my identity for this request. It is kept no longer than needed for that purpose or as the law requires.',
  /**
   * Spec is silent on the notice's wording: it names the states whose residents may ask for a free
   * copy (FREE_COPY_STATES' names, joined here: each language joins a list its own way).
   */
  freeCopyNotice: (states: readonly string[]): string =>
    `${states.slice(0, -1).join(', ')} or ${states[states.length - 1]} applicants: you may request a free copy of any consumer report obtained about you.`,
} as const);
