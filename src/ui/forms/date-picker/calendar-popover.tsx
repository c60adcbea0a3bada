import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
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
} from '../../../domain/forms/calendar-month';
import type { CalendarDate } from '../../../domain/shared/calendar-date';
import { PICKER_TEXTS } from '../../texts/picker-texts';
import { useToday } from './use-today';
import './calendar.css';

export interface CalendarPopoverProps {
  readonly id: string;
  /** The date the input holds, marked and focused on opening; today when it holds none. */
  readonly selected: CalendarDate | null;
  readonly onPick: (date: CalendarDate) => void;
}

/** The day a grid key moves the focus to (WAI-ARIA APG, date picker dialog); null for other keys. */
function dayAfterKey(event: KeyboardEvent, day: CalendarDate): CalendarDate | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day);
    case 'End':
      return endOfWeek(day);
    case 'PageUp':
      return addMonths(day, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/**
 * The calendar of a date picker (spec 001 §2.1 'date picker', §10.5 'week starts on Sunday'), a
 * non-modal dialog in its own chunk, loaded on the picker button's first use. It follows the
 * WAI-ARIA date picker dialog pattern: the month and year heading (announced as it changes),
 * previous and next month buttons, and a grid of the month's days from Sunday, one of which is in
 * the Tab order; arrows move a day or a week, Home and End go to the week's Sunday and Saturday,
 * Page Up and Page Down a month, with Shift a year; Enter or Space picks (the days are buttons).
 * Escape and outside clicks are the popover's (usePopover).
 *
 * Spec is silent on the days of other months in the grid: the cells stay blank, so each grid
 * shows one month; the arrows still cross into the next or previous month.
 */
export const CalendarPopover = observer(function CalendarPopover({ id, selected, onPick }: CalendarPopoverProps) {
  const today = useToday();
  const [focused, setFocused] = useState<CalendarDate>(selected ?? today);
  // The focus follows the grid's day after opening and after a grid key; the month buttons keep it.
  const focusDay = useRef(true);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!focusDay.current) return;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const showMonth = (months: number) => {
    focusDay.current = false;
    setFocused((day) => addMonths(day, months));
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const next = dayAfterKey(event, focused);
    if (next === null) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(next);
  };

  return (
    <div id={id} className="popover__panel calendar" role="dialog" aria-label={PICKER_TEXTS.calendar}>
      <div className="calendar__header">
        <button
          type="button"
          className="calendar__month-button"
          aria-label={PICKER_TEXTS.previousMonth}
          onClick={() => showMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={headingId} className="calendar__heading" aria-live="polite">
          {monthHeadingOf(focused.year, focused.month)}
        </p>
        <button
          type="button"
          className="calendar__month-button"
          aria-label={PICKER_TEXTS.nextMonth}
          onClick={() => showMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} className="calendar__grid" role="grid" aria-labelledby={headingId}>
        <thead>
          <tr>
            {weekColumns().map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onGridKeyDown}>
          {monthWeeks(focused.year, focused.month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={column} role="gridcell" />
                ) : (
                  <td key={column} role="gridcell" aria-selected={sameDate(day, selected)}>
                    <button
                      type="button"
                      className="calendar__day"
                      tabIndex={sameDate(day, focused) ? 0 : -1}
                      aria-label={spokenDateOf(day)}
                      aria-current={sameDate(day, today) ? 'date' : undefined}
                      onClick={() => onPick(day)}
                    >
                      {day.day}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
