import type { RequestRecord } from './request-record';

/** What the status page shows a request as (spec 000 §4 'Stored request statuses'). */
export const DISPLAY_STATES = ['new', 'processing', 'complete', 'timeout', 'canceled', 'attempts_exceeded'] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

/**
 * The stored status of a record, read in the spec's order: complete; timeout (canceled once the
 * applicant had submitted, else timeout); terminated; a first agreement whose fulfilment timed
 * out; new or pending; anything else (in_process, subscribed, error-*) is processing.
 *
 * Spec is silent on how a record reaches attempts_exceeded: no stored status maps to it, so it
 * comes only from the app's own maxAttemptsExceeded status (see request-status-type.ts).
 */
export function displayStateOf(record: RequestRecord): DisplayState {
  switch (record.status) {
    case 'complete':
      return 'complete';
    case 'timeout':
      return record.submittedAt !== null ? 'canceled' : 'timeout';
    case 'terminated':
      return 'canceled';
  }
  if (record.agreements[0]?.fulfilmentStatus === 'timeout') return 'timeout';
  if (record.status === 'new' || record.status === 'pending') return 'new';
  return 'processing';
}
