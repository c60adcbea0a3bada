import type { ControlProps } from './control-props';
import { valueAria } from './control-props';
import { inputMaxLength } from '../../domain/forms/input-attributes';
import { formFieldKind } from '../../domain/forms/field-kind';

/**
 * A single-line text input: plain text and e-mail (spec 001 §10.2), maxlength maxLength or 1024
 * (§10.5), the schema's placeholder.
 */
export function TextControl(props: ControlProps<string>) {
  const { id, value, onChange, onBlur, disabled, schema } = props;
  const email = formFieldKind(schema) === 'email';
  return (
    <input
      id={id}
      className="field__input"
      type={email ? 'email' : 'text'}
      autoComplete={email ? 'email' : undefined}
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
