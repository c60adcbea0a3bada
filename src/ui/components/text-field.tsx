import type { HTMLAttributes, ReactNode } from 'react';
import { describedBy, FieldMessage } from './field-message';
import { FieldLabel } from './field-label';

export interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string | null;
  readonly hint?: string;
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly autoComplete?: string;
  readonly maxLength?: number;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** A control drawn inside the input's frame, after it (the SSN's eye toggle). */
  readonly trailing?: ReactNode;
}

/** A labelled single-line input with its hint and its error tied to it. */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, onBlur, error, hint, trailing } = props;
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={props.required}>
        {label}
      </FieldLabel>
      {hint ? (
        <p id={hintId ?? undefined} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="field__frame">
        <input
          id={id}
          className="field__input"
          type={props.type ?? 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          required={props.required}
          disabled={props.disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
        />
        {trailing}
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
