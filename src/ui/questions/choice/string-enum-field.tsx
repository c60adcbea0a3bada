import { observer } from 'mobx-react-lite';
import { validateStringEnum } from '../../../domain/validation/string-enum';
import { SelectField } from '../../components/select-field';
import { CHOICE_FIELD_TEXTS } from '../../texts/choice-field-texts';
import type { FieldProps } from '../field-props';
import { optionsOf } from './option-labels';
import { usePickedAnswer } from './use-picked-answer';

/**
 * The single select (spec 001 §5.15): a dropdown of constraints.options (with their custom
 * labels). Spec is silent on its label: the question's title, which the dropdown answers.
 */
export const StringEnumField = observer(function StringEnumField(props: FieldProps) {
  const { question, screen, idPrefix } = props;
  const options = optionsOf(question);
  const value = typeof screen.value === 'string' ? screen.value : '';
  const verdict = validateStringEnum(
    value,
    options.map((option) => option.value),
  );
  const error = usePickedAnswer(props, value, verdict);
  return (
    <SelectField
      id={`${idPrefix}-option`}
      label={question.metadata.title ?? CHOICE_FIELD_TEXTS.answer}
      value={value}
      options={options}
      placeholder={CHOICE_FIELD_TEXTS.chooseOption}
      onChange={screen.changeValue}
      onBlur={screen.blur}
      error={error}
      required
    />
  );
});
