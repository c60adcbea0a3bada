import { observer } from 'mobx-react-lite';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import { TypedTextInput } from './typed-text-input';

/** Spec 001 §10.5 gives form-layer text inputs this maxlength by default. */
const TEXT_MAX_LENGTH = 1024;

/**
 * The generic single-line text question (spec 001 §2.1, §5.8). Spec is silent on its label: the
 * question's title, which says what to type, or 'Your answer' when it has none. Spec is silent on
 * a length limit: the form layer's default of 1024 characters.
 */
export const TextAnswerField = observer(function TextAnswerField({ question, screen, idPrefix }: FieldProps) {
  return (
    <TypedTextInput
      screen={screen}
      id={`${idPrefix}-text`}
      label={question.metadata.title ?? TYPED_FIELD_TEXTS.answer}
      maxLength={TEXT_MAX_LENGTH}
    />
  );
});
