import { statusNoteText } from '../../../src/domain/request-status/status-note-text';
import { showsDaysProcessing, statusNotes } from '../../../src/domain/request-status/status-notes';

const created = { year: 2026, month: 11, day: 1 };

describe('statusNotes (the expiry and attempts rules the status page states)', () => {
  it('states the 30-day expiry with its date while the request is new', () => {
    expect(statusNotes('new', created)).toEqual([
      { kind: 'expiry', days: 30, expiresOn: '12/01/2026', expired: false },
    ]);
  });

  it('states the expiry and the two-attempts rule while processing', () => {
    expect(statusNotes('processing', { year: 2026, month: 12, day: 15 })).toEqual([
      { kind: 'expiry', days: 30, expiresOn: '01/14/2027', expired: false },
      { kind: 'attempts', attempts: 2 },
    ]);
  });

  it('states the expiry without a date when the creation date is unknown', () => {
    expect(statusNotes('new', null)).toEqual([{ kind: 'expiry', days: 30, expiresOn: null, expired: false }]);
  });

  it('explains a timed-out request with the day it expired', () => {
    expect(statusNotes('timeout', created)).toEqual([
      { kind: 'expiry', days: 30, expiresOn: '12/01/2026', expired: true },
    ]);
  });

  it('explains a request whose attempts ran out with the two-attempts rule only', () => {
    expect(statusNotes('attempts_exceeded', created)).toEqual([{ kind: 'attempts', attempts: 2 }]);
  });

  it.each(['complete', 'canceled'] as const)('states no rule once the request is %s', (state) => {
    expect(statusNotes(state, created)).toEqual([]);
  });
});

describe('showsDaysProcessing', () => {
  it('shows the days while processing and once complete only', () => {
    expect(
      ['new', 'processing', 'complete', 'timeout', 'canceled', 'attempts_exceeded'].filter((state) =>
        showsDaysProcessing(state as Parameters<typeof showsDaysProcessing>[0]),
      ),
    ).toEqual(['processing', 'complete']);
  });
});

describe('statusNoteText', () => {
  it('states the expiry with the day it expires, or expired, or without a day', () => {
    expect(statusNoteText({ kind: 'expiry', days: 30, expiresOn: '12/01/2026', expired: false })).toBe(
      'A verification request expires 30 days after it is sent: this one expires on 12/01/2026.',
    );
    expect(statusNoteText({ kind: 'expiry', days: 30, expiresOn: '10/31/2026', expired: true })).toBe(
      'A verification request expires 30 days after it is sent: this one expired on 10/31/2026.',
    );
    expect(statusNoteText({ kind: 'expiry', days: 30, expiresOn: null, expired: false })).toBe(
      'A verification request expires 30 days after it is sent.',
    );
  });

  it('states the two attempts then the automatic cancel', () => {
    expect(statusNoteText({ kind: 'attempts', attempts: 2 })).toBe(
      'Verification is attempted at most two times; if it cannot be completed, the request is canceled automatically.',
    );
    expect(statusNoteText({ kind: 'attempts', attempts: 3 })).toMatch(/^Verification is attempted at most 3 times;/);
  });
});
