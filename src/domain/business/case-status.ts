/** The outcome of a business background-check case (spec 000 §4 'Case statuses'). */
export type CaseStatus = 'passed' | 'failed' | 'dropoff' | 'unspecified';

export const CASE_STATUSES: readonly CaseStatus[] = ['passed', 'failed', 'dropoff', 'unspecified'];

/**
 * The app's case status of the service's case_status (CASE_STATUS_UNSPECIFIED, PASSED, FAILED,
 * DROPOFF, WITHDRAWN). The bare and the CASE_STATUS_-prefixed spelling are both read, in any case.
 *
 * Spec is silent on WITHDRAWN: the owner withdrew, which ends the case without a result like a
 * drop-off, so it maps to dropoff.
 * Spec is silent on any other value: the business timeline treats 'anything else' as a drop-off
 * (success, success, error), so an unknown outcome is shown as a case that ended without a result
 * (dropoff) rather than refused or left looking open.
 */
export function caseStatusOf(caseStatus: string): CaseStatus {
  const name = caseStatus
    .trim()
    .toUpperCase()
    .replace(/^CASE_STATUS_/, '');
  switch (name) {
    case 'UNSPECIFIED':
      return 'unspecified';
    case 'PASSED':
      return 'passed';
    case 'FAILED':
      return 'failed';
    case 'DROPOFF':
    case 'WITHDRAWN':
      return 'dropoff';
    default:
      return 'dropoff';
  }
}

/** Terminal means passed, failed or dropoff: nothing more will happen to the case. */
export const isTerminal = (status: CaseStatus): boolean => status !== 'unspecified';
