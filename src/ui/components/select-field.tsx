import { observer } from 'mobx-react-lite';
import { SHELL_TEXTS } from '../texts/shell-texts';
import { describedBy, FieldMessage } from './field-message';
import { FieldLabel } from './field-label';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string | null;
  /** The empty first choice ('Select...'); the select starts on it while nothing is chosen. */
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly autoComplete?: string;
}

/** A labelled native dropdown: keyboard and screen-reader support come with the platform. */
export const SelectField = observer(function SelectField(props: SelectFieldProps) {
  const { id, label, value, options, onChange, onBlur, error } = props;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={props.required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        className="field__input field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={props.required}
        disabled={props.disabled}
        autoComplete={props.autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId)}
      >
        <option value="">{props.placeholder ?? SHELL_TEXTS.choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
});
