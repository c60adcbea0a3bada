import type { ReactNode } from 'react';
import { describedBy, FieldMessage } from './field-message';

export interface CheckboxFieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly onBlur?: () => void;
  readonly error?: string | null;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

/** A checkbox with its label as the click (and touch) target, and its error tied to it. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { id, label, checked, onChange, onBlur, error } = props;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        required={props.required}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId)}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
