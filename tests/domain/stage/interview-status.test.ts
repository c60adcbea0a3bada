import type { InterviewStatus } from '../../../src/domain/stage/interview-status';
import {
  INTERVIEW_STATUSES,
  isInterviewStatus,
  shouldLoadInterview,
  showsInterviewScreens,
} from '../../../src/domain/stage/interview-status';

describe('interview status rules', () => {
  it.each<[InterviewStatus, boolean, boolean]>([
    ['uninitialized', true, false],
    ['loading', false, false],
    ['success', false, true],
    ['finished', false, true],
    ['transition', false, true],
    ['error', true, false],
    ['loggedOut', true, false],
  ])('%s: loads on entry %s, shows interview screens %s', (status, loads, shows) => {
    expect(shouldLoadInterview(status)).toBe(loads);
    expect(showsInterviewScreens(status)).toBe(shows);
  });

  it('knows the seven statuses and nothing else', () => {
    expect(INTERVIEW_STATUSES).toHaveLength(7);
    expect(INTERVIEW_STATUSES.every(isInterviewStatus)).toBe(true);
    expect(isInterviewStatus('done')).toBe(false);
  });
});
