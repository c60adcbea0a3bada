import { assertNever } from '../shared/assert-never';

/** Where loading the interview stands (spec 000 §4 'Interview status'). */
export const INTERVIEW_STATUSES = [
  'uninitialized',
  'loading',
  'success',
  'finished',
  'transition',
  'error',
  'loggedOut',
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const isInterviewStatus = (value: unknown): value is InterviewStatus =>
  typeof value === 'string' && (INTERVIEW_STATUSES as readonly string[]).includes(value);

/** The interview loads on entry unless it is already loading or loaded (success, finished, transition). */
export function shouldLoadInterview(status: InterviewStatus): boolean {
  switch (status) {
    case 'loading':
    case 'success':
    case 'finished':
    case 'transition':
      return false;
    case 'uninitialized':
    case 'error':
    case 'loggedOut':
      return true;
    default:
      return assertNever(status, 'interview status');
  }
}

/** Interview screens show when the status is success, transition or finished; otherwise the loading screen. */
export function showsInterviewScreens(status: InterviewStatus): boolean {
  switch (status) {
    case 'success':
    case 'transition':
    case 'finished':
      return true;
    case 'uninitialized':
    case 'loading':
    case 'error':
    case 'loggedOut':
      return false;
    default:
      return assertNever(status, 'interview status');
  }
}
