import type { Balance } from '../money/balance';
import { DEFAULT_BALANCE, isBalanceDue, parseBalance } from '../money/balance';
import { formatAmount } from '../money/format-amount';
import { at, isAbsent, isJsonObject } from '../shared/json-fields';
import type { RequestStatusType } from '../request-status/request-status-type';
import { isRequestStatusType, REQUEST_STATUS_TYPES } from '../request-status/request-status-type';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { InterviewStatus } from './interview-status';
import { INTERVIEW_STATUSES, isInterviewStatus } from './interview-status';
import type { Stage, StageRoute } from './stage';
import { routeOfStage, stageOf } from './stage';

export interface StageQuestion {
  readonly attrType: string;
  readonly complete: boolean;
}

export interface StageInput {
  readonly requestStatus: RequestStatusType;
  readonly questions: readonly StageQuestion[];
  readonly balance: Balance;
  readonly consentGiven: boolean;
  readonly interviewStatus: InterviewStatus;
}

export interface StageReport {
  readonly stage: Stage;
  readonly route: StageRoute;
  /** The balance as displayed ('$25.00') when there is one to pay, else null. */
  readonly balanceDue: string | null;
}

function readQuestion(raw: unknown, path: string): Result<StageQuestion, string> {
  if (!isJsonObject(raw)) return err(`${path} must be an object`);
  const { attrType, complete } = raw;
  if (typeof attrType !== 'string') return err(`${at(path, 'attrType')} must be a string`);
  if (typeof complete !== 'boolean') return err(`${at(path, 'complete')} must be true or false`);
  return ok({ attrType, complete });
}

/**
 * Reads { requestStatus (new|processing|complete|timeout|canceled|maxAttemptsExceeded), questions,
 * balance: {amount, currency} (optional, default USD 0), consentGiven (optional, default false),
 * interviewStatus (optional, default 'success') }. An optional field given as null takes its default.
 */
export function parseStageInput(raw: unknown): Result<StageInput, string> {
  if (!isJsonObject(raw)) return err('the stage input must be a JSON object');
  const { requestStatus, questions, balance, consentGiven, interviewStatus } = raw;
  if (!isRequestStatusType(requestStatus)) {
    return err(`requestStatus must be one of ${REQUEST_STATUS_TYPES.join(', ')}`);
  }
  if (!Array.isArray(questions)) return err('questions must be an array');
  const read: StageQuestion[] = [];
  for (const [index, item] of (questions as readonly unknown[]).entries()) {
    const question = readQuestion(item, at('questions', index));
    if (!question.ok) return question;
    read.push(question.value);
  }
  const parsedBalance = isAbsent(balance) ? ok(DEFAULT_BALANCE) : parseBalance(balance);
  if (!parsedBalance.ok) return parsedBalance;
  if (!isAbsent(consentGiven) && typeof consentGiven !== 'boolean') return err('consentGiven must be true or false');
  if (!isAbsent(interviewStatus) && !isInterviewStatus(interviewStatus)) {
    return err(`interviewStatus must be one of ${INTERVIEW_STATUSES.join(', ')}`);
  }
  return ok({
    requestStatus,
    questions: read,
    balance: parsedBalance.value,
    consentGiven: consentGiven === true,
    interviewStatus: isInterviewStatus(interviewStatus) ? interviewStatus : 'success',
  });
}

/** The stage of the applicant, the route the guard sends them to, and what they owe. */
export function describeStage(input: StageInput): StageReport {
  const stage = stageOf(input);
  return {
    stage,
    route: routeOfStage(stage),
    balanceDue: isBalanceDue(input.balance) ? formatAmount(input.balance) : null,
  };
}
