import { displayDateText, formatDisplayDate } from '../../../src/domain/shared/display-date';

const april12 = { year: 2019, month: 4, day: 12 };

describe('formatDisplayDate (the one formatter of a date an applicant reads)', () => {
  it('writes MM/DD/YYYY on the request status page (spec 000 §3)', () => {
    expect(formatDisplayDate(april12, 'request-status')).toBe('04/12/2019');
    expect(formatDisplayDate({ year: 2026, month: 11, day: 23 }, 'request-status')).toBe('11/23/2026');
  });

  it('writes M/d/yyyy in the questions (spec 001 §9)', () => {
    expect(formatDisplayDate(april12, 'question')).toBe('4/12/2019');
    expect(formatDisplayDate({ year: 2026, month: 11, day: 3 }, 'question')).toBe('11/3/2026');
  });
});

describe('displayDateText (a date the service sends as text)', () => {
  it('shows a stored yyyy-MM-dd date in the display format', () => {
    expect(displayDateText('2019-04-12', 'question')).toBe('4/12/2019');
    expect(displayDateText(' 2019-04-12 ', 'request-status')).toBe('04/12/2019');
  });

  it('takes the written calendar date of an ISO date-time, whatever the zone', () => {
    expect(displayDateText('2019-04-12T23:30:00-07:00', 'question')).toBe('4/12/2019');
    expect(displayDateText('2019-04-12T00:00:00Z', 'question')).toBe('4/12/2019');
  });

  it('shows other text as it is: a fallback, a date already written for people, an impossible date', () => {
    expect(displayDateText('Date Not Found', 'question')).toBe('Date Not Found');
    expect(displayDateText('04/12/2019', 'question')).toBe('04/12/2019');
    expect(displayDateText('2019-02-30', 'question')).toBe('2019-02-30');
    expect(displayDateText('2019-04-123', 'question')).toBe('2019-04-123');
  });
});
