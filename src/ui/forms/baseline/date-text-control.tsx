import { useState } from 'react';
import { displayStoredDate, parseDisplayedDate, storedDateOf } from '../../../domain/forms/form-date';
import { FORM_LABELS } from '../../../domain/forms/messages';
import type { ControlProps } from '../control-props';

/** The stored value of what was typed: yyyy-MM-dd for a real date, else the text itself (so it shows as invalid). */
export const storedDateOfTyped = (typed: string): string => {
  const date = parseDisplayedDate(typed);
  return date === null ? typed : storedDateOf(date);
};

/**
 * The date field's plain control until the date picker lands (spec 001 §10.5): a text input
 * showing M/d/yyyy with the placeholder MM/DD/YYYY, storing yyyy-MM-dd.
 */
export function DateTextControl(props: ControlProps<string>) {
  const { id, value, onChange, onBlur, disabled, required, invalid, describedBy } = props;
  const [typed, setTyped] = useState(() => displayStoredDate(value) ?? value);
  const shown = storedDateOfTyped(typed) === value ? typed : (displayStoredDate(value) ?? value);
  return (
    <input
      id={id}
      className="field__input"
      type="text"
      inputMode="numeric"
      value={shown}
      placeholder={FORM_LABELS.datePlaceholder}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(storedDateOfTyped(event.target.value));
      }}
      onBlur={onBlur}
      disabled={disabled}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
