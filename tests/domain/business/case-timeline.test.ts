import { caseTimeline, caseTimelineSteps, currentCaseStep } from '../../../src/domain/business/case-timeline';

describe('caseTimeline', () => {
  it.each([
    ['passed', false, ['success', 'success', 'success']],
    ['failed', true, ['success', 'success', 'success']],
    ['unspecified', true, ['success', 'ongoing', 'disabled']],
    ['unspecified', false, ['ongoing', 'disabled', 'disabled']],
    ['dropoff', false, ['success', 'success', 'error']],
  ] as const)('shows %s (all submitted: %s) as %j', (status, allSubmitted, steps) => {
    expect(caseTimeline(status, allSubmitted)).toEqual(steps);
  });
});

describe('caseTimelineSteps', () => {
  it('titles the three steps and offers Learn more while checks are processing', () => {
    expect(caseTimelineSteps('unspecified', true)).toEqual([
      { title: 'Collect Applicant Information', state: 'success', learnMore: false },
      { title: 'Processing Background Checks', state: 'ongoing', learnMore: true },
      { title: 'Results sent to Google', state: 'disabled', learnMore: false },
    ]);
  });

  it('titles the failed last step Application Canceled', () => {
    expect(caseTimelineSteps('dropoff', false)).toEqual([
      { title: 'Collect Applicant Information', state: 'success', learnMore: false },
      { title: 'Processing Background Checks', state: 'success', learnMore: false },
      { title: 'Application Canceled', state: 'error', learnMore: false },
    ]);
  });

  it('keeps Results sent to Google on a decided case', () => {
    expect(caseTimelineSteps('passed', true)[2]).toEqual({
      title: 'Results sent to Google',
      state: 'success',
      learnMore: false,
    });
  });
});

describe('currentCaseStep', () => {
  it('is the ongoing step, else the last one (results, or the cancellation)', () => {
    expect(currentCaseStep(caseTimelineSteps('unspecified', false))).toBe(0);
    expect(currentCaseStep(caseTimelineSteps('unspecified', true))).toBe(1);
    expect(currentCaseStep(caseTimelineSteps('passed', true))).toBe(2);
    expect(currentCaseStep(caseTimelineSteps('dropoff', false))).toBe(2);
  });
});
