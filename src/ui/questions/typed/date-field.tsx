import { observer } from 'mobx-react-lite';
import type { QuestionViewModel } from '../../../application/view-models/question.view-model';
import { parseUsDate, usDateOf } from '../../../domain/validation/us-date';
import { CalendarToggle } from '../../forms/date-picker/calendar-toggle';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import { textOf } from '../answer-value';
import type { FieldProps } from '../field-props';
import { UsDateInput } from './us-date-input';

/**
 * The calendar beside the date question's input (spec 001 §2.1 'date picker'): it shows the typed
 * date when it is one and fills the input in the question format MM/dd/yyyy; the value stays the
 * typed text the domain validates. The calendar itself loads on the button's first use.
 */
const DateCalendar = observer(function DateCalendar({ screen }: { screen: QuestionViewModel }) {
  const typed = parseUsDate(textOf(screen.value));
  return (
    <CalendarToggle
      selected={typed.ok ? typed.value : null}
      disabled={screen.submitting}
      onPick={(date) => {
        screen.changeValue(usDateOf(date));
        screen.blur();
      }}
    />
  );
});

/**
 * The date question (spec 001 §5.15: a real MM/dd/yyyy date). Spec is silent on its label: the
 * question's title, which says which date, or 'Date' when it has none.
 */
export const DateField = observer(function DateField({ question, screen, idPrefix }: FieldProps) {
  return (
    <UsDateInput
      screen={screen}
      id={`${idPrefix}-date`}
      label={question.metadata.title ?? TYPED_FIELD_TEXTS.date}
      trailing={<DateCalendar screen={screen} />}
    />
  );
});
