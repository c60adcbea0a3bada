import type { Balance } from '../money/balance';
import { isBalanceDue } from '../money/balance';
import type { RequestStatusType } from '../request-status/request-status-type';
import { assertNever } from '../shared/assert-never';
import type { InterviewStatus } from './interview-status';

/** Where in the interview the applicant is (spec 000 §2 'Route guarding by stage'). */
export const STAGES = ['request', 'payment', 'finishing', 'finished', 'lookup'] as const;
export type Stage = (typeof STAGES)[number];
export type StageRoute = '/overview' | '/pay' | '/finishing' | '/done' | '/status';

/** Stage to route: request = overview, payment = checkout, finishing, finished = thank-you, lookup = status. */
export function routeOfStage(stage: Stage): StageRoute {
  switch (stage) {
    case 'request':
      return '/overview';
    case 'payment':
      return '/pay';
    case 'finishing':
      return '/finishing';
    case 'finished':
      return '/done';
    case 'lookup':
      return '/status';
    default:
      return assertNever(stage, 'stage');
  }
}

export interface StageFacts {
  readonly requestStatus: RequestStatusType;
  readonly questions: readonly { readonly complete: boolean }[];
  readonly balance: Balance;
  readonly consentGiven: boolean;
  readonly interviewStatus: InterviewStatus;
}

/** Every question is complete (an interview without questions has nothing left to answer). */
export const allQuestionsComplete = (questions: readonly { readonly complete: boolean }[]): boolean =>
  questions.every((question) => question.complete);

/**
 * The stage rule: any request status other than new and processing is lookup; new is request;
 * processing with a question left is request; with every question complete, a balance due is
 * payment, else finished once consent was given and the interview status is finished, else finishing.
 */
export function stageOf(facts: StageFacts): Stage {
  switch (facts.requestStatus) {
    case 'complete':
    case 'timeout':
    case 'canceled':
    case 'maxAttemptsExceeded':
      return 'lookup';
    case 'new':
      return 'request';
    case 'processing':
      if (!allQuestionsComplete(facts.questions)) return 'request';
      if (isBalanceDue(facts.balance)) return 'payment';
      return facts.consentGiven && facts.interviewStatus === 'finished' ? 'finished' : 'finishing';
    default:
      return assertNever(facts.requestStatus, 'request status');
  }
}
