import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { shouldShowSsnError } from '../../../domain/validation/ssn';
import { describedBy, FieldMessage } from '../../components/field-message';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import { EyeIcon } from './eye-icon';
import { textOf } from '../answer-value';
import { FieldLabel } from '../../components/field-label';

/** Hides the digits as a password input does (Chrome, Safari, Firefox 114+); csstype does not list it. */
const MASKED: CSSProperties = { WebkitTextSecurity: 'disc' } as CSSProperties;

/**
 * The SSN or ITIN question (spec 001 §2.1 'a masked input with a show/hide eye toggle', §5.1).
 *
 * The error shows by the spec's own rule (shouldShowSsnError): a value exists, is invalid, and the
 * input is not focused or already holds 9 or more digits.
 *
 * Spec is silent on how the digits are masked: a text input hidden by -webkit-text-security, not
 * type=password, so browsers do not offer to save the number as a password and the numeric
 * keypad still opens; the markup otherwise mirrors TextField, which takes no input style.
 * Spec is silent on the toggle's name: one fixed name, 'Show Social Security Number', with
 * aria-pressed saying whether the number is shown.
 */
export const SsnField = observer(function SsnField({ screen, idPrefix }: FieldProps) {
  const [shown, setShown] = useState(false);
  const [focused, setFocused] = useState(false);
  const value = textOf(screen.value);
  const error = shouldShowSsnError({ value, focused }) ? VALIDATION_MESSAGES.ssn : null;
  const id = `${idPrefix}-ssn`;
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required>
        {TYPED_FIELD_TEXTS.ssn}
      </FieldLabel>
      <p id={hintId} className="field__hint">
        {TYPED_FIELD_TEXTS.ssnHint}
      </p>
      <div className="field__frame">
        <input
          id={id}
          className="field__input"
          type="text"
          style={shown ? undefined : MASKED}
          value={value}
          onChange={(event) => screen.changeValue(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            screen.blur();
          }}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={TYPED_FIELD_TEXTS.showSsn}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((before) => !before)}
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
});
