import type { StepState } from '../request-status/request-timeline';
import { caseProgress } from './case-progress';
import type { CaseInput } from './case-input';
import type { CaseStatus } from './case-status';
import { isTerminal } from './case-status';
import { caseTimeline } from './case-timeline';
import type { RosterEntry, SubmissionStatus } from './roster';
import { allCollected, EMPTY_ROSTER, rosterEntries } from './roster';
import { canSendLink } from './roster-rules';

export type { CaseInput } from './case-input';
export { parseCaseInput } from './case-input';

export type PersonRole = 'primary' | 'owner' | 'field-worker';

export interface CasePerson {
  readonly email: string;
  readonly role: PersonRole;
  readonly status: SubmissionStatus;
  readonly canSendLink: boolean;
}

export interface CaseReport {
  readonly caseStatus: CaseStatus;
  readonly terminal: boolean;
  readonly timeline: readonly StepState[];
  /** 0 to 1, rounded to 3 decimals. */
  readonly progress: number;
  readonly people: readonly CasePerson[];
}

/**
 * The business case as its owner sees it: status, timeline, progress and the roster.
 *
 * Spec is silent on links for a finished case beyond 'only pending rows can be sent a link' and
 * 'e-mails can be resent when sent, not complete': a link can be sent to a pending person only
 * while the case is not terminal, since a decided case needs no more submissions.
 */
export function describeCase(input: CaseInput): CaseReport {
  const roster = input.submission?.roster ?? EMPTY_ROSTER;
  const terminal = isTerminal(input.caseStatus);
  const person =
    (role: PersonRole) =>
    (entry: RosterEntry): CasePerson => ({
      email: entry.email,
      role,
      status: entry.status,
      canSendLink: canSendLink(entry.status) && !terminal,
    });
  const people = [
    ...(roster.primaryOwner ? [person('primary')(roster.primaryOwner)] : []),
    ...roster.owners.map(person('owner')),
    ...roster.fieldWorkers.map(person('field-worker')),
  ];
  const entries = rosterEntries(roster);
  const submitted = entries.filter((entry) => entry.status === 'submitted').length;
  return {
    caseStatus: input.caseStatus,
    terminal,
    timeline: caseTimeline(input.caseStatus, allCollected(roster)),
    progress: caseProgress(input.caseStatus, submitted, entries.length),
    people,
  };
}
