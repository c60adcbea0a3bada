import { ASSESSMENT_TEXTS } from './assessment-texts';

/** Where the applicant is among the charge pages (spec 001 §4): the index starts at 0. */
export interface ChargeNavigation {
  readonly index: number;
  readonly count: number;
}

/** The first page, or null when there is no charge to show (so no page and no navigator). */
export function startChargeNavigation(count: number): ChargeNavigation | null {
  return Number.isInteger(count) && count > 0 ? { index: 0, count } : null;
}

export const isLastCharge = (nav: ChargeNavigation): boolean => nav.index >= nav.count - 1;
export const hasPreviousCharge = (nav: ChargeNavigation): boolean => nav.index > 0;

/** Next stays on the last page (the Next control is then disabled). */
export const nextCharge = (nav: ChargeNavigation): ChargeNavigation =>
  isLastCharge(nav) ? nav : { ...nav, index: nav.index + 1 };

/** Previous stays on the first page (the Previous control is then disabled). */
export const previousCharge = (nav: ChargeNavigation): ChargeNavigation =>
  hasPreviousCharge(nav) ? { ...nav, index: nav.index - 1 } : nav;

/** Spec 001 §2.1: the Previous/Next navigator shows only when there is more than one charge. */
export const showsChargeNavigator = (nav: ChargeNavigation): boolean => nav.count > 1;

/** Spec 001 §2.1: 'Charge N of M', N counted from 1. */
export const chargeLabel = (nav: ChargeNavigation): string => ASSESSMENT_TEXTS.chargeOfCount(nav.index + 1, nav.count);

/** Spec 001 §2.1: 'Continue to the next charge', or 'Save' on the last charge. */
export const chargeSubmitLabel = (nav: ChargeNavigation): string =>
  isLastCharge(nav) ? ASSESSMENT_TEXTS.save : ASSESSMENT_TEXTS.continueToNextCharge;

export type ChargeSubmitOutcome =
  { readonly kind: 'next-charge'; readonly navigation: ChargeNavigation } | { readonly kind: 'submit-all' };

/** Spec 001 §4: submit on a charge that is not the last moves to the next; on the last it submits all. */
export const submitCharge = (nav: ChargeNavigation): ChargeSubmitOutcome =>
  isLastCharge(nav) ? { kind: 'submit-all' } : { kind: 'next-charge', navigation: nextCharge(nav) };
