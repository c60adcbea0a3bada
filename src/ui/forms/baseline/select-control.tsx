import type { JsonPrimitive } from '../../../domain/forms/form-schema';
import { FORM_TEXTS } from '../../texts/form-texts';
import type { ControlProps } from '../control-props';
import { enumChoicesOf } from './enum-choices';

/**
 * The enum field's plain control until the dropdown lands (spec 001 §10.2): a native select with a
 * blank first choice, the options' labels from enumLabels. Options are told apart by position, so
 * values of any JSON type (numbers, true, null) round-trip unchanged.
 */
export function SelectControl(props: ControlProps<JsonPrimitive | null>) {
  const { id, value, onChange, onBlur, disabled, required, invalid, describedBy, schema } = props;
  const choices = enumChoicesOf(schema);
  const selected = choices.findIndex((choice) => choice.value === value);
  return (
    <select
      id={id}
      className="field__input field__select"
      value={selected < 0 ? '' : String(selected)}
      onChange={(event) => {
        const index = event.target.value === '' ? -1 : Number(event.target.value);
        onChange(choices[index]?.value ?? null);
      }}
      onBlur={onBlur}
      disabled={disabled}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <option value="">{FORM_TEXTS.choose}</option>
      {choices.map((choice, index) => (
        <option key={index} value={String(index)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
