import { observer } from 'mobx-react-lite';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import { TypedTextInput } from './typed-text-input';

/**
 * The integer question (spec 001 §5.15: digits only, no leading zeros). A text input with the
 * numeric keypad rather than type=number, which would accept 1e5 and -3 and hide what was typed.
 * Spec is silent on its label: the question's title, or 'Your answer' when it has none.
 */
export const IntegerField = observer(function IntegerField({ question, screen, idPrefix }: FieldProps) {
  return (
    <TypedTextInput
      screen={screen}
      id={`${idPrefix}-integer`}
      label={question.metadata.title ?? TYPED_FIELD_TEXTS.answer}
      inputMode="numeric"
      autoComplete="off"
    />
  );
});
