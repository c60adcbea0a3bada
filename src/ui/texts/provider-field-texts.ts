import { catalogue } from '../../domain/language/translation';
import type { RehabilitationBox } from '../../domain/assessment/rehabilitation';

/**
 * The labels of the lookup, assessment and licence fields. Spec 001 §2.1 quotes the academic
 * placeholder, the 'Utility providers' label, the not-available notice and the 'Authorize' submit
 * (the domain's VALIDATION_MESSAGES and UTILITY_TEXTS, read when shown); it names the assessment's
 * fields (spec 001 §3.4) but not their wording.
 * Spec is silent on every other label below: they are ours, worded as an applicant reads them on
 * a US form.
 */
export const PROVIDER_FIELD_TEXTS = catalogue('PROVIDER_FIELD_TEXTS', {
  academicLabel: 'Institution',
  username: 'Username or email',
  password: 'Password',
  /** Spec is silent on the support contact's wording next to the notice. */
  contactSupport: 'Contact support:',
  /** Spec is silent on a failed list load. */
  loadFailed: 'We could not load the list. Please try again.',
  retry: 'Try again',
  /** Screen-reader count of the matches shown. */
  matchCount: (count: number): string => (count === 1 ? '1 match' : `${count} matches`),

  chargeName: 'Charge',
  chargeDate: 'Date',
  chargeNavigator: 'Charges',
  /** Spec is silent on an assessment without offenses. */
  noCharges: 'There are no charges to assess.',
  ageAtOffense: 'Age at the time of the offense',
  lastPosition: 'Last position held',
  cause: 'Circumstances of the offense (optional)',
  isBonded: 'Are you bonded?',
  yes: 'Yes',
  no: 'No',
  rehabilitation: 'Rehabilitation',
  rehabilitationOtherText: 'Other rehabilitation',
  rehabilitationBoxes: {
    parole: 'Parole',
    probation: 'Probation',
    education: 'Education',
    training: 'Job training',
    alcohol: 'Alcohol treatment',
    drug: 'Drug treatment',
    other: 'Other',
    none: 'None',
  } satisfies Record<RehabilitationBox, string>,
  paroleRequirements: 'Parole requirements',
  offenseTraining: 'Offense-related training',
  substanceTraining: 'Substance abuse training',
  additionalEffort: 'Additional rehabilitation efforts',
  additionalInformation: 'Additional information',

  licenseState: 'License state',
  licenseId: 'License number',
} as const);
