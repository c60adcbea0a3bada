import { ASSESSMENT_TEXTS } from './assessment-texts';
import { CHARGE_DEFAULTS_SENT } from './charge-defaults';
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

/**
 * A blank answer for one charge, with the spec's defaults for a missing name or date: the values
 * sent (CHARGE_DEFAULTS_SENT), which stay English whatever language the page speaks.
 */
export function emptyChargeAnswer(chargeID: ChargeId, chargeName?: string, chargeDate?: string): ChargeAnswer {
  return {
    chargeID,
    chargeName: chargeName?.trim() || CHARGE_DEFAULTS_SENT.chargeName,
    chargeDate: chargeDate?.trim() || CHARGE_DEFAULTS_SENT.chargeDate,
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

/**
 * The name a charge page shows: the offense's own, or the default in the reader's language when it
 * has none (or carries the default sent, 'Offense Not found').
 */
export function chargeNameShown(charge: Pick<ChargeAnswer, 'chargeName'>): string {
  const name = charge.chargeName.trim();
  return name === '' || name === CHARGE_DEFAULTS_SENT.chargeName ? ASSESSMENT_TEXTS.defaultChargeName : name;
}

/** The date a charge page shows: the offense's own, or the default in the reader's language (as chargeNameShown). */
export function chargeDateShown(charge: Pick<ChargeAnswer, 'chargeDate'>): string {
  const date = charge.chargeDate.trim();
  return date === '' || date === CHARGE_DEFAULTS_SENT.chargeDate ? ASSESSMENT_TEXTS.defaultChargeDate : date;
}
