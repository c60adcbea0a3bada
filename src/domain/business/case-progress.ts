import type { CaseStatus } from './case-status';

/**
 * How far the case is, 0 to 1 (spec 000 §4 'Case statuses'): 1 when passed or failed; 0.5 when
 * every e-mail is submitted or the case is not unspecified; else 0.4 times the fraction of e-mails
 * already submitted. Rounded to 3 decimals.
 *
 * Spec is silent on a roster without e-mails: nothing has been collected yet, so it is not
 * 'everything submitted' and its fraction is 0.
 */
export function caseProgress(status: CaseStatus, submitted: number, total: number): number {
  if (status === 'passed' || status === 'failed') return 1;
  const allSubmitted = total > 0 && submitted >= total;
  if (allSubmitted || status !== 'unspecified') return 0.5;
  const fraction = total > 0 ? Math.min(1, Math.max(0, submitted / total)) : 0;
  return Math.round(0.4 * fraction * 1000) / 1000;
}
