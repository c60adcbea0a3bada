import { inputMaxLength } from '../../domain/forms/input-attributes';
import type { ControlProps } from './control-props';
import { valueAria } from './control-props';

/** A multiline string (spec 001 §10.2): a textarea whose maxlength is the schema's maxLength only (§10.5). */
export function TextareaControl(props: ControlProps<string>) {
  const { id, value, onChange, onBlur, disabled, schema } = props;
  return (
    <textarea
      id={id}
      className="field__input field__textarea"
      rows={4}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      maxLength={inputMaxLength(schema)}
      placeholder={schema.placeholder}
      disabled={disabled}
      {...valueAria(props)}
    />
  );
}
