import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { displayStoredDate, parseDisplayedDate, parseStoredDate, storedDateOf } from '../../../domain/forms/form-date';
import { FORM_LABELS } from '../../../domain/forms/messages';
import { formatUsDateTyping } from '../../../domain/validation/us-date-typing';
import type { ControlProps } from '../control-props';
import { valueAria } from '../control-props';
import { CalendarToggle } from './calendar-toggle';

/** What the form keeps for typed text: yyyy-MM-dd when it is a real date, else the text, so the field shows its error. */
const valueOf = (typed: string): string => {
  const date = parseDisplayedDate(typed);
  return date === null ? typed : storedDateOf(date);
};

/**
 * The schema form's date control (spec 001 §10.5: stored yyyy-MM-dd, shown M/d/yyyy, placeholder
 * MM/DD/YYYY, a calendar whose week starts on Sunday): a typed input and the 'Choose date' button
 * with its calendar.
 *
 * While the input has the focus it shows what the applicant types (the slashes added as on the
 * date questions, formatUsDateTyping, so a numeric keypad works); on leaving it, a real date is
 * shown as M/d/yyyy, whatever the leading zeros typed. Spec is silent on typing with leading
 * zeros: '03/04/2025' is read as March 4, as the placeholder MM/DD/YYYY invites.
 */
export const DatePicker = observer(function DatePicker(props: ControlProps<string>) {
  const { id, value, onChange, onBlur, disabled } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? displayStoredDate(value) ?? value;
  return (
    <div className="field__frame">
      <input
        id={id}
        className="field__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={FORM_LABELS.datePlaceholder}
        value={shown}
        onChange={(event) => {
          const typed = formatUsDateTyping(event.target.value);
          setDraft(typed);
          onChange(valueOf(typed));
        }}
        onBlur={() => {
          setDraft(null);
          onBlur();
        }}
        disabled={disabled}
        {...valueAria(props)}
      />
      <CalendarToggle
        selected={parseStoredDate(value)}
        disabled={disabled}
        onPick={(date) => {
          setDraft(null);
          onChange(storedDateOf(date));
          onBlur();
        }}
      />
    </div>
  );
});
