import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { CalendarDate } from '../../../domain/shared/calendar-date';
import { CalendarIcon } from '../../components/icons/calendar-icon';
import { usePopover } from '../../components/use-popover';
import { PICKER_TEXTS } from '../../texts/picker-texts';

const loadCalendar = () => import(/* webpackChunkName: "calendar" */ './calendar-popover');
const CalendarPopover = lazy(async () => ({ default: (await loadCalendar()).CalendarPopover }));
/** Fetches ahead of the click; a failed fetch is left to the click's own load, which shows it. */
const prefetch = () => {
  loadCalendar().catch(() => undefined);
};

export interface CalendarToggleProps {
  /** The date the input holds, or null when it holds none (or text that is not a date). */
  readonly selected: CalendarDate | null;
  readonly onPick: (date: CalendarDate) => void;
  readonly disabled: boolean;
}

/**
 * The 'Choose date' button beside a date input and the calendar it opens (spec 001 §2.1 'date
 * picker'). The calendar is its own chunk, fetched when the applicant first points at or focuses
 * the button, so the field's chunk stays small. Picking a date fills the input and closes the
 * calendar, and the focus returns to the button (as Escape does).
 */
export const CalendarToggle = observer(function CalendarToggle({ selected, onPick, disabled }: CalendarToggleProps) {
  const popover = usePopover(disabled);
  return (
    <div {...popover.anchorProps}>
      <button
        {...popover.buttonProps}
        className="popover__button"
        aria-label={PICKER_TEXTS.chooseDate}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <CalendarIcon />
      </button>
      {popover.open ? (
        <Suspense fallback={null}>
          <CalendarPopover
            id={popover.popupId}
            selected={selected}
            onPick={(date) => {
              onPick(date);
              popover.close(true);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
});
