import type { RequestRecord } from '../../../src/domain/request-status/request-record';
import { describeRequest } from '../../../src/domain/request-status/request-report';
import type { CalendarDate } from '../../../src/domain/shared/calendar-date';

/** Seconds at noon local time on a calendar day, so the tests hold in any zone. */
const at = (year: number, month: number, day: number, hour = 12): number =>
  new Date(year, month - 1, day, hour).getTime() / 1000;
const day = (year: number, month: number, d: number): CalendarDate => ({ year, month, day: d });

const processing: RequestRecord = {
  status: 'in_process',
  createdAt: at(2026, 11, 1),
  submittedAt: at(2026, 11, 5),
  completedAt: null,
  agreements: [{ attributeType: 'core.ssn', fulfilmentStatus: 'fulfilled' }],
};

describe('describeRequest', () => {
  it('explains a processing request with the 7-day notice', () => {
    expect(describeRequest(processing, day(2026, 11, 12))).toEqual({
      state: 'processing',
      label: 'In Process',
      alert: 'Your information is being verified with official sources',
      timeline: [
        { id: 'request-sent', state: 'success', note: null, events: [] },
        { id: 'information-received', state: 'success', note: null, events: [] },
        { id: 'verification', state: 'ongoing', note: null, events: [] },
        { id: 'results-sent', state: 'disabled', note: null, events: [] },
      ],
      requestedAt: '11/01/2026',
      submittedAt: '11/05/2026',
      completedAt: null,
      daysProcessing: 7,
      notices: ['delay-7'],
      rules: [
        { kind: 'expiry', days: 30, expiresOn: '12/01/2026', expired: false },
        { kind: 'attempts', attempts: 2 },
      ],
    });
  });

  it.each([
    [day(2026, 11, 11), 6, []],
    [day(2026, 11, 12), 7, ['delay-7']],
    [day(2026, 11, 17), 12, ['delay-7']],
    [day(2026, 11, 18), 13, ['delay-13']],
    [day(2026, 12, 31), 56, ['delay-13']],
  ])('on %j counts %i days with notices %j', (today, days, notices) => {
    const report = describeRequest(processing, today);
    expect(report.daysProcessing).toBe(days);
    expect(report.notices).toEqual(notices);
  });

  it('counts the days of a complete request up to its completion, whatever today is', () => {
    const complete: RequestRecord = {
      ...processing,
      status: 'complete',
      submittedAt: at(2026, 10, 2, 23),
      completedAt: at(2026, 10, 6, 1),
    };
    const report = describeRequest(complete, day(2027, 3, 1));
    expect(report).toMatchObject({
      state: 'complete',
      label: 'Complete',
      alert: 'Your information verification has completed successfully',
      submittedAt: '10/02/2026',
      completedAt: '10/06/2026',
      daysProcessing: 4,
      notices: [],
      rules: [],
    });
  });

  it('shows no days processing before submission', () => {
    const pending: RequestRecord = { ...processing, status: 'pending', submittedAt: null };
    expect(describeRequest(pending, day(2026, 12, 1))).toMatchObject({
      state: 'new',
      label: 'Pending',
      alert: null,
      submittedAt: null,
      daysProcessing: null,
      notices: [],
    });
  });

  it('counts a submission dated after today as 0 days', () => {
    expect(describeRequest(processing, day(2026, 11, 3)).daysProcessing).toBe(0);
  });

  it('shows delay notices only while processing', () => {
    const canceled: RequestRecord = { ...processing, status: 'terminated' };
    expect(describeRequest(canceled, day(2026, 12, 31)).notices).toEqual([]);
  });

  it('shows a request without a creation date with no requested date', () => {
    expect(describeRequest({ ...processing, createdAt: null }, day(2026, 11, 6)).requestedAt).toBeNull();
  });

  it('explains a timed-out request that was never answered', () => {
    const report = describeRequest(
      { status: 'timeout', createdAt: at(2026, 9, 1), submittedAt: null, completedAt: null, agreements: [] },
      day(2026, 11, 1),
    );
    expect(report.state).toBe('timeout');
    expect(report.alert).toBe('This verification has expired due to lack of response');
    expect(report.timeline[1]).toEqual({
      id: 'information-received',
      state: 'error',
      note: 'No information was provided',
      events: [],
    });
  });

  it('explains a terminated request with the cancel note after the last success', () => {
    const report = describeRequest({ ...processing, status: 'terminated' }, day(2026, 11, 6));
    expect(report.alert).toBe('This verification has been canceled');
    expect(report.timeline.map((s) => [s.state, s.note])).toEqual([
      ['success', null],
      ['success', null],
      ['error', 'Verification canceled'],
      ['disabled', null],
    ]);
  });
});

describe('the request events on the timeline (spec 000 §4 Events)', () => {
  it('lists each event under its step with its date, oldest first', () => {
    const record: RequestRecord = {
      ...processing,
      events: [
        { type: 'idowner-accepted', created_at: at(2026, 11, 5) },
        { type: 'relyingparty-initiated', created_at: at(2026, 11, 1) },
        { type: 'idowner-requested_attribute_review', created_at: at(2026, 11, 7) },
      ],
    };
    const timeline = describeRequest(record, day(2026, 11, 8)).timeline;
    expect(timeline.map((step) => [step.id, step.events])).toEqual([
      ['request-sent', [{ type: 'relyingparty-initiated', date: '11/01/2026' }]],
      ['information-received', [{ type: 'idowner-accepted', date: '11/05/2026' }]],
      ['verification', [{ type: 'idowner-requested_attribute_review', date: '11/07/2026' }]],
      ['results-sent', []],
    ]);
  });

  it('puts the organisation ending the request where the request stopped', () => {
    const canceled: RequestRecord = {
      ...processing,
      status: 'terminated',
      events: [{ type: 'relyingparty-terminated', created_at: at(2026, 11, 9) }],
    };
    const timeline = describeRequest(canceled, day(2026, 11, 10)).timeline;
    expect(timeline.find((step) => step.events.length > 0)).toEqual(
      expect.objectContaining({ id: 'verification', state: 'error' }),
    );
  });
});
