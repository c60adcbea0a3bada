import { useState } from 'react';
import type { ControlProps } from './control-props';
import { valueAria } from './control-props';
import { filterKeystroke } from './keystroke';

/** The stored shape: a plus sign and the digits typed (spec 001 §10.5); '' when no digit is typed. */
export const phoneValueOf = (typed: string): string => {
  const digits = typed.replace(/\D/g, '');
  return digits === '' ? '' : `+${digits}`;
};

/**
 * A phone number (spec 001 §10.2, §10.5): a tel input with the keystroke filter, showing what is
 * typed and storing '+' and the digits. Spec is silent on the country: the applicant types the
 * dial code ('+1 202 555 0100'); a number typed without '+' is read with its digits as given.
 */
export function PhoneControl(props: ControlProps<string>) {
  const { id, value, onChange, onBlur, disabled, schema } = props;
  const [typed, setTyped] = useState(value);
  // The value changed from outside (a reopened form): show it.
  const shown = phoneValueOf(typed) === value ? typed : value;
  return (
    <input
      id={id}
      className="field__input"
      type="tel"
      autoComplete="tel"
      value={shown}
      onKeyDown={filterKeystroke}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(phoneValueOf(event.target.value));
      }}
      onBlur={onBlur}
      placeholder={schema.placeholder}
      disabled={disabled}
      {...valueAria(props)}
    />
  );
}
