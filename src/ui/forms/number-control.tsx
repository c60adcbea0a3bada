import { inclusiveBounds, numberStep } from '../../domain/forms/input-attributes';
import type { ControlProps } from './control-props';
import { valueAria } from './control-props';
import { filterKeystroke } from './keystroke';

/**
 * What a number field holds while the browser reports text it cannot read as a number ('1-2'):
 * not a number, so the field says 'Please enter only numbers (e.g. 123)' rather than that it is
 * empty. The input itself keeps showing what was typed (it is given '' then, as the browser
 * reports, so nothing typed is overwritten).
 */
export const UNREADABLE_NUMBER = 'NaN';

/**
 * A number or integer (spec 001 §10.2, §10.5): a number input with the inclusive bounds (integer
 * exclusive bounds moved by 1), the step (1 for integers, 'any' otherwise, or multipleOf), and the
 * keystroke filter. The value is the text typed; formAnswer makes it a number.
 */
export function NumberControl(props: ControlProps<string>) {
  const { id, value, onChange, onBlur, disabled, schema } = props;
  const { min, max } = inclusiveBounds(schema);
  return (
    <input
      id={id}
      className="field__input"
      type="number"
      inputMode={numberStep(schema) === 1 ? 'numeric' : 'decimal'}
      value={value === UNREADABLE_NUMBER ? '' : value}
      onKeyDown={filterKeystroke}
      onChange={(event) => {
        const input = event.target;
        onChange(input.value === '' && input.validity.badInput ? UNREADABLE_NUMBER : input.value);
      }}
      onBlur={onBlur}
      min={min}
      max={max}
      step={numberStep(schema)}
      placeholder={schema.placeholder}
      disabled={disabled}
      {...valueAria(props)}
    />
  );
}
