import { observer } from 'mobx-react-lite';
import type { FocusEvent } from 'react';
import { FORM_LABELS } from '../../domain/forms/messages';
import type { ControlProps } from './control-props';
import { focusLeaves } from './focus-leaves';

/**
 * A boolean (spec 001 §10.2): a Yes/No radio pair in a fieldset named by the field's label. The
 * field is left (touched) when focus leaves the pair, not when it moves from Yes to No.
 */
export const BooleanControl = observer(function BooleanControl(props: ControlProps<boolean | null>) {
  const { id, labelId, value, onChange, onBlur, disabled, required, invalid, describedBy } = props;
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (focusLeaves(event)) onBlur();
  };
  const options = [
    { choice: true, label: FORM_LABELS.yes, inputId: id },
    { choice: false, label: FORM_LABELS.no, inputId: `${id}-no` },
  ];
  return (
    <fieldset
      className="form-field__choices form-field__choices--inline"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      onBlur={leave}
      disabled={disabled}
    >
      {options.map((option) => (
        <div key={option.inputId} className="field--checkbox">
          <input
            id={option.inputId}
            type="radio"
            className="radio"
            name={id}
            checked={value === option.choice}
            onChange={() => onChange(option.choice)}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
          <label className="checkbox__label" htmlFor={option.inputId}>
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
});
