import type { Verdict } from '../validation/verdict';
import { VALID, invalid } from '../validation/verdict';
import { ASSESSMENT_TEXTS } from './assessment-texts';
import type { ChargeAnswer } from './charge-answer';
import { hasRehabilitationChoice } from './rehabilitation';

/** Spec 001 §9: the age at the offense is 1 to 150. */
export const AGE_AT_OFFENSE_MIN = 1;
export const AGE_AT_OFFENSE_MAX = 150;

const isAge = (age: number | null): boolean =>
  age !== null && Number.isInteger(age) && age >= AGE_AT_OFFENSE_MIN && age <= AGE_AT_OFFENSE_MAX;

const filled = (text: string): boolean => text.trim() !== '';

/**
 * Spec 001 §5.15: a charge is valid only if ageAtOffense (1-150), lastPosition, isBonded (a
 * boolean), additionalInformation, additionalEffort, offenseTraining, substanceTraining and
 * paroleRequirements are filled and at least one rehabilitation option is chosen. Text counts as
 * filled when non-blank after trimming. The message names the first problem in that order.
 */
export function validateCharge(charge: ChargeAnswer): Verdict {
  if (!isAge(charge.ageAtOffense)) return invalid(ASSESSMENT_TEXTS.ageAtOffense);
  if (!filled(charge.lastPosition)) return invalid(ASSESSMENT_TEXTS.lastPositionRequired);
  if (charge.isBonded === null) return invalid(ASSESSMENT_TEXTS.isBondedRequired);
  if (!filled(charge.additionalInformation)) return invalid(ASSESSMENT_TEXTS.additionalInformationRequired);
  if (!filled(charge.additionalEffort)) return invalid(ASSESSMENT_TEXTS.additionalEffortRequired);
  if (!filled(charge.offenseTraining)) return invalid(ASSESSMENT_TEXTS.offenseTrainingRequired);
  if (!filled(charge.substanceTraining)) return invalid(ASSESSMENT_TEXTS.substanceTrainingRequired);
  if (!filled(charge.paroleRequirements)) return invalid(ASSESSMENT_TEXTS.paroleRequirementsRequired);
  return hasRehabilitationChoice(charge) ? VALID : invalid(ASSESSMENT_TEXTS.rehabilitationRequired);
}

/**
 * Spec 001 §5.15: the set is valid when every charge is valid; the message is the first invalid
 * charge's. Spec is silent on an empty set: it is valid, as there is nothing to assess.
 */
export function validateCharges(charges: readonly ChargeAnswer[]): Verdict {
  for (const charge of charges) {
    const verdict = validateCharge(charge);
    if (!verdict.valid) return verdict;
  }
  return VALID;
}
