import type { FocusEvent, ReactNode } from 'react';
import { describedBy, FieldMessage } from '../../components/field-message';

export interface ChoiceGroupProps {
  readonly id: string;
  readonly legend: string;
  readonly type: 'radio' | 'checkbox';
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly isChecked: (value: string) => boolean;
  readonly onToggle: (value: string, checked: boolean) => void;
  /** Called when focus leaves the whole group. */
  readonly onBlur: () => void;
  readonly error: string | null;
  readonly required?: boolean;
}

/** Radios or checkboxes in a fieldset with its legend; the error is tied to every input of the group. */
export function ChoiceGroup(props: ChoiceGroupProps): ReactNode {
  const { id, legend, type, options, isChecked, onToggle, onBlur, error } = props;
  const errorId = error ? `${id}-error` : null;
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  return (
    <fieldset className="field fieldset" onBlur={leave}>
      <legend className="field__label">
        {legend}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {options.map((option, index) => (
        <div key={option.value} className="field--checkbox">
          <input
            id={`${id}-${index}`}
            type={type}
            name={id}
            className={type === 'radio' ? 'radio' : 'checkbox'}
            value={option.value}
            checked={isChecked(option.value)}
            onChange={(event) => onToggle(option.value, event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(errorId)}
          />
          <label className="checkbox__label" htmlFor={`${id}-${index}`}>
            {option.label}
          </label>
        </div>
      ))}
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
