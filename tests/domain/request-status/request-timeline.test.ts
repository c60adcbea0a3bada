import { requestTimeline } from '../../../src/domain/request-status/request-timeline';

const states = (timeline: ReturnType<typeof requestTimeline>) => timeline.map((step) => step.state);

describe('requestTimeline (four steps)', () => {
  it('names the four steps in order', () => {
    expect(requestTimeline('new', false).map((step) => step.id)).toEqual([
      'request-sent',
      'information-received',
      'verification',
      'results-sent',
    ]);
  });

  it('shows a new request waiting for information', () => {
    expect(states(requestTimeline('new', false))).toEqual(['success', 'ongoing', 'disabled', 'disabled']);
  });

  it('lets the state of a new request win over a submission date', () => {
    expect(states(requestTimeline('new', true))).toEqual(['success', 'ongoing', 'disabled', 'disabled']);
  });

  it('shows a processing request as received and being verified', () => {
    expect(states(requestTimeline('processing', true))).toEqual(['success', 'success', 'ongoing', 'disabled']);
    expect(states(requestTimeline('processing', false))).toEqual(['success', 'success', 'ongoing', 'disabled']);
  });

  it('marks every step done on a complete request', () => {
    expect(requestTimeline('complete', true)).toEqual([
      { id: 'request-sent', state: 'success', note: null },
      { id: 'information-received', state: 'success', note: null },
      { id: 'verification', state: 'success', note: null },
      { id: 'results-sent', state: 'success', note: null },
    ]);
  });

  it('marks missing information on a timed-out request', () => {
    expect(requestTimeline('timeout', false)).toEqual([
      { id: 'request-sent', state: 'success', note: null },
      { id: 'information-received', state: 'error', note: 'No information was provided' },
      { id: 'verification', state: 'disabled', note: null },
      { id: 'results-sent', state: 'disabled', note: null },
    ]);
  });

  it('marks the information step as failed when attempts are exceeded, without a note', () => {
    expect(requestTimeline('attempts_exceeded', true)).toEqual([
      { id: 'request-sent', state: 'success', note: null },
      { id: 'information-received', state: 'error', note: null },
      { id: 'verification', state: 'disabled', note: null },
      { id: 'results-sent', state: 'disabled', note: null },
    ]);
  });

  it('cancels the verification step of a submitted request', () => {
    expect(requestTimeline('canceled', true)).toEqual([
      { id: 'request-sent', state: 'success', note: null },
      { id: 'information-received', state: 'success', note: null },
      { id: 'verification', state: 'error', note: 'Verification canceled' },
      { id: 'results-sent', state: 'disabled', note: null },
    ]);
  });

  it('cancels the information step of a request never submitted', () => {
    expect(requestTimeline('canceled', false)).toEqual([
      { id: 'request-sent', state: 'success', note: null },
      { id: 'information-received', state: 'error', note: 'Verification canceled' },
      { id: 'verification', state: 'disabled', note: null },
      { id: 'results-sent', state: 'disabled', note: null },
    ]);
  });

  it('always shows the request as sent and disables every step after an ongoing or error step', () => {
    for (const state of ['new', 'processing', 'complete', 'timeout', 'canceled', 'attempts_exceeded'] as const) {
      for (const submitted of [true, false]) {
        const timeline = states(requestTimeline(state, submitted));
        expect(timeline[0]).toBe('success');
        const stop = timeline.findIndex((s) => s === 'ongoing' || s === 'error');
        if (stop >= 0) expect(timeline.slice(stop + 1).every((s) => s === 'disabled')).toBe(true);
      }
    }
  });
});
