/**
 * The charge name and date spec 001 §3.4 sends for an offense loaded without them. Values sent to
 * the service, so never translated (issue 28): the page shows ASSESSMENT_TEXTS' defaults instead,
 * in the reader's language (chargeNameShown, chargeDateShown).
 */
export const CHARGE_DEFAULTS_SENT = {
  chargeName: 'Offense Not found',
  chargeDate: 'Date Not Found',
} as const;
