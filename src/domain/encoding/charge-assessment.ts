import type { ChargeAnswer } from '../assessment/charge-answer';
import { CHARGE_DEFAULTS_SENT } from '../assessment/charge-defaults';
import { validateCharges } from '../assessment/charge-validity';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';

/**
 * One charge as sent: the answer with text fields trimmed and the defaults of spec 001 §3.4
 * ('Offense Not found', 'Date Not Found') for a blank charge name or date.
 */
export function encodeCharge(charge: ChargeAnswer): ChargeAnswer {
  return {
    ...charge,
    // Values sent: never the translated defaults (issue 28).
    chargeName: charge.chargeName.trim() || CHARGE_DEFAULTS_SENT.chargeName,
    chargeDate: charge.chargeDate.trim() || CHARGE_DEFAULTS_SENT.chargeDate,
    lastPosition: charge.lastPosition.trim(),
    cause: charge.cause.trim(),
    rehabilitationOther: charge.rehabilitationOther === null ? null : charge.rehabilitationOther.trim(),
    paroleRequirements: charge.paroleRequirements.trim(),
    offenseTraining: charge.offenseTraining.trim(),
    substanceTraining: charge.substanceTraining.trim(),
    additionalEffort: charge.additionalEffort.trim(),
    additionalInformation: charge.additionalInformation.trim(),
  };
}

/** The assessment answer: the list of charge answers; fails with the first invalid charge's message. */
export function encodeChargeAssessment(charges: readonly ChargeAnswer[]): Result<readonly ChargeAnswer[], string> {
  const verdict = validateCharges(charges);
  return verdict.valid ? ok(charges.map(encodeCharge)) : err(verdict.message);
}
