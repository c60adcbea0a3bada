import { assertNever } from '../shared/assert-never';
import { BUSINESS_MESSAGES } from './messages';

/** Whether a person on the roster has submitted their own data (spec 000 §4 'Business form'). */
export type SubmissionStatus = 'pending' | 'submitted';

export interface RosterEntry {
  readonly email: string;
  readonly status: SubmissionStatus;
}

export type RosterList = 'owners' | 'fieldWorkers';

/**
 * The people of a business case: the primary owner, the other business owners (senior partners)
 * and the field workers (employees). As in the service's initial data, `owners` never holds the
 * primary owner.
 */
export interface Roster {
  readonly primaryOwner: RosterEntry | null;
  readonly owners: readonly RosterEntry[];
  readonly fieldWorkers: readonly RosterEntry[];
}

export const EMPTY_ROSTER: Roster = { primaryOwner: null, owners: [], fieldWorkers: [] };

/** E-mail addresses are compared case-insensitively (spec 000 §5 duplicate check). */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Everyone on the roster: primary owner first, then owners, then field workers. */
export const rosterEntries = (roster: Roster): readonly RosterEntry[] => [
  ...(roster.primaryOwner ? [roster.primaryOwner] : []),
  ...roster.owners,
  ...roster.fieldWorkers,
];

export const isPrimaryOwner = (roster: Roster, email: string): boolean =>
  roster.primaryOwner !== null && sameEmail(roster.primaryOwner.email, email);

/** Every person has submitted. An empty roster has collected nothing, so it is not all collected. */
export function allCollected(roster: Roster): boolean {
  const entries = rosterEntries(roster);
  return entries.length > 0 && entries.every((entry) => entry.status === 'submitted');
}

/** The status column's text: 'Pending Submission' or 'Submission Received'. */
export function submissionStatusText(status: SubmissionStatus): string {
  switch (status) {
    case 'pending':
      return BUSINESS_MESSAGES.submissionStatus.pending;
    case 'submitted':
      return BUSINESS_MESSAGES.submissionStatus.submitted;
    default:
      return assertNever(status, 'submission status');
  }
}
