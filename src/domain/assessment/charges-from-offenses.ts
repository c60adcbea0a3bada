import type { ChargeAnswer } from './charge-answer';
import { emptyChargeAnswer } from './charge-answer';
import type { CriminalOffense } from './criminal-offenses';

/** One blank charge answer per offense, in the order loaded, with the default name and date where missing. */
export function chargesFromOffenses(offenses: readonly CriminalOffense[]): readonly ChargeAnswer[] {
  return offenses.map((offense) => emptyChargeAnswer(offense.id, offense.specificOffense, offense.effectiveDate));
}
