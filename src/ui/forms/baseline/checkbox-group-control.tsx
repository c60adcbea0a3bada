import type { FocusEvent } from 'react';
import type { JsonPrimitive } from '../../../domain/forms/form-schema';
import type { ControlProps } from '../control-props';
import { enumChoicesOf } from './enum-choices';

/**
 * The multi-select's plain control until the dropdown lands: a checkbox per option in a group
 * named by the field's label; the picks keep the options' order. The field is left (touched)
 * when focus leaves the group.
 */
export function CheckboxGroupControl(props: ControlProps<readonly JsonPrimitive[]>) {
  const { id, labelId, value, onChange, onBlur, disabled, invalid, describedBy, schema } = props;
  const choices = enumChoicesOf(schema);
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  const toggle = (picked: JsonPrimitive, checked: boolean) => {
    const next = new Set(value.filter((v) => v !== picked));
    if (checked) next.add(picked);
    onChange(choices.map((choice) => choice.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset
      className="form-field__choices"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      onBlur={leave}
      disabled={disabled}
    >
      {choices.map((choice, index) => {
        const inputId = index === 0 ? id : `${id}-${index}`;
        return (
          <div key={index} className="field--checkbox">
            <input
              id={inputId}
              type="checkbox"
              className="checkbox"
              checked={value.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
            <label className="checkbox__label" htmlFor={inputId}>
              {choice.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
