import { ASSESSMENT_TEXTS } from './assessment-texts';
import type { ChargeId } from './criminal-offenses';

/** The id of the loaded offense a charge answers; kept as the service sent it. */
export type { ChargeId };

/** One charge's answer (spec 001 §3.4), one per loaded criminal offense. */
export interface ChargeAnswer {
  readonly chargeID: ChargeId;
  readonly chargeName: string;
  readonly chargeDate: string;
  /** null until the applicant types an age. */
  readonly ageAtOffense: number | null;
  readonly lastPosition: string;
  readonly cause: string;
  readonly rehabilitationParole: boolean;
  readonly rehabilitationProbation: boolean;
  readonly rehabilitationEducation: boolean;
  readonly rehabilitationTraining: boolean;
  readonly rehabilitationAlcohol: boolean;
  readonly rehabilitationDrug: boolean;
  readonly rehabilitationNone: boolean;
  /** null while the Other box is unticked; the typed text (possibly '') while ticked. */
  readonly rehabilitationOther: string | null;
  readonly paroleRequirements: string;
  readonly offenseTraining: string;
  readonly substanceTraining: string;
  readonly additionalEffort: string;
  /** null until the applicant answers. */
  readonly isBonded: boolean | null;
  readonly additionalInformation: string;
}

/** Every rehabilitation box unticked: a fresh charge, and what ticking None leaves besides None. */
export const NO_REHABILITATION = {
  rehabilitationParole: false,
  rehabilitationProbation: false,
  rehabilitationEducation: false,
  rehabilitationTraining: false,
  rehabilitationAlcohol: false,
  rehabilitationDrug: false,
  rehabilitationNone: false,
  rehabilitationOther: null,
} as const satisfies Partial<ChargeAnswer>;

/** A blank answer for one charge, with the spec's defaults for a missing name or date. */
export function emptyChargeAnswer(chargeID: ChargeId, chargeName?: string, chargeDate?: string): ChargeAnswer {
  return {
    chargeID,
    chargeName: chargeName?.trim() || ASSESSMENT_TEXTS.defaultChargeName,
    chargeDate: chargeDate?.trim() || ASSESSMENT_TEXTS.defaultChargeDate,
    ageAtOffense: null,
    lastPosition: '',
    cause: '',
    ...NO_REHABILITATION,
    paroleRequirements: '',
    offenseTraining: '',
    substanceTraining: '',
    additionalEffort: '',
    isBonded: null,
    additionalInformation: '',
  };
}
