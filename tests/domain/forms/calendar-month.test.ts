import {
  addDays,
  addMonths,
  endOfWeek,
  monthHeadingOf,
  monthWeeks,
  sameDate,
  spokenDateOf,
  startOfWeek,
  weekColumns,
  weekdayOf,
} from '../../../src/domain/forms/calendar-month';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('the calendar month', () => {
  it('lays a month out in weeks from Sunday, with blank cells outside the month', () => {
    // March 2025 starts on a Saturday and has 31 days: six weeks.
    const weeks = monthWeeks(2025, 3);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, d(2025, 3, 1)]);
    expect(weeks[1]?.[0]).toEqual(d(2025, 3, 2));
    expect(weeks[5]).toEqual([d(2025, 3, 30), d(2025, 3, 31), null, null, null, null, null]);
    expect(weekColumns()[0]).toBe('Sunday');
    expect(weekColumns()[6]).toBe('Saturday');
  });

  it('fits a February that starts on a Sunday in four weeks', () => {
    const weeks = monthWeeks(2026, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toEqual(d(2026, 2, 1));
    expect(weeks[3]?.[6]).toEqual(d(2026, 2, 28));
  });

  it('moves by days across months and years', () => {
    expect(addDays(d(2024, 12, 31), 1)).toEqual(d(2025, 1, 1));
    expect(addDays(d(2024, 3, 1), -1)).toEqual(d(2024, 2, 29));
    expect(addDays(d(2025, 3, 4), -7)).toEqual(d(2025, 2, 25));
  });

  it('moves by months and years keeping the day, or the month’s last day when it lacks it', () => {
    expect(addMonths(d(2025, 1, 31), 1)).toEqual(d(2025, 2, 28));
    expect(addMonths(d(2024, 1, 31), 1)).toEqual(d(2024, 2, 29));
    expect(addMonths(d(2025, 1, 15), -1)).toEqual(d(2024, 12, 15));
    expect(addMonths(d(2024, 2, 29), 12)).toEqual(d(2025, 2, 28));
    expect(addMonths(d(2025, 3, 4), -12)).toEqual(d(2024, 3, 4));
  });

  it('finds the Sunday and the Saturday of a week', () => {
    expect(weekdayOf(d(2025, 3, 4))).toBe(2);
    expect(startOfWeek(d(2025, 3, 4))).toEqual(d(2025, 3, 2));
    expect(endOfWeek(d(2025, 3, 4))).toEqual(d(2025, 3, 8));
    expect(startOfWeek(d(2025, 3, 2))).toEqual(d(2025, 3, 2));
    expect(endOfWeek(d(2025, 3, 1))).toEqual(d(2025, 3, 1));
  });

  it('names a day in full and a month with its year', () => {
    expect(spokenDateOf(d(2025, 3, 4))).toBe('Tuesday, March 4, 2025');
    expect(monthHeadingOf(2025, 12)).toBe('December 2025');
    expect(sameDate(d(2025, 3, 4), d(2025, 3, 4))).toBe(true);
    expect(sameDate(d(2025, 3, 4), null)).toBe(false);
  });
});
