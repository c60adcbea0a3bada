import { catalogue } from '../language/translation';

/**
 * Texts of the individualized-assessment pages (spec 001 §2.1, §3.4) and their field messages. Its
 * Spanish twin is `assessment-texts.es.ts`.
 */
export const ASSESSMENT_TEXTS = catalogue('ASSESSMENT_TEXTS', {
  /** Spec 001 §3.4: shown when the loaded offense has no name (the value sent is CHARGE_DEFAULTS_SENT's). */
  defaultChargeName: 'Offense Not found',
  /** Spec 001 §3.4: shown when the loaded offense has no date (the value sent is CHARGE_DEFAULTS_SENT's). */
  defaultChargeDate: 'Date Not Found',
  /** Spec 001 §2.1: the navigator label. */
  chargeOfCount: (position: number, count: number): string => `Charge ${position} of ${count}`,
  /** Spec 001 §2.1. */
  previous: 'Previous',
  /** Spec 001 §2.1. */
  next: 'Next',
  /** Spec 001 §2.1: submit on a charge that is not the last. */
  continueToNextCharge: 'Continue to the next charge',
  /** Spec 001 §2.1: submit on the last charge. */
  save: 'Save',

  /** Spec is silent: states the 1-150 range of spec 001 §5.15. */
  ageAtOffense: 'Age at the time of the offense must be a whole number from 1 to 150',
  /** Spec is silent. */
  lastPositionRequired: 'Last position held is required',
  /** Spec is silent. */
  isBondedRequired: 'Answer whether you are bonded',
  /** Spec is silent. */
  paroleRequirementsRequired: 'Parole requirements are required',
  /** Spec is silent. */
  offenseTrainingRequired: 'Offense training is required',
  /** Spec is silent. */
  substanceTrainingRequired: 'Substance training is required',
  /** Spec is silent. */
  additionalEffortRequired: 'Additional effort is required',
  /** Spec is silent. */
  additionalInformationRequired: 'Additional information is required',
  /** Spec is silent. */
  rehabilitationRequired: 'Choose at least one rehabilitation option',
} as const);
