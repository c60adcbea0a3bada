import { caseTimeline, caseTimelineSteps } from '../../../src/domain/business/case-timeline';

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
