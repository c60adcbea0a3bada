import { observer } from 'mobx-react-lite';
import { validateStringEnumList } from '../../../domain/validation/string-enum';
import { CHOICE_FIELD_TEXTS } from '../../texts/choice-field-texts';
import type { FieldProps } from '../field-props';
import { textListOf } from '../answer-value';
import { ChoiceGroup } from './choice-group';
import { optionsOf } from './option-labels';
import { usePickedAnswer } from './use-picked-answer';

/**
 * The multi-select (spec 001 §5.15): checkboxes of constraints.options in a fieldset, at least
 * one ticked. The list is sent in the options' order, whatever order they were ticked in.
 */
export const StringEnumListField = observer(function StringEnumListField(props: FieldProps) {
  const { question, screen, idPrefix } = props;
  const options = optionsOf(question);
  const chosen = textListOf(screen.value);
  const ordered = options.map((option) => option.value).filter((value) => chosen.includes(value));
  const verdict = validateStringEnumList(
    chosen,
    options.map((option) => option.value),
  );
  const error = usePickedAnswer(props, chosen, verdict, ordered);
  return (
    <ChoiceGroup
      id={`${idPrefix}-options`}
      legend={question.metadata.title ?? CHOICE_FIELD_TEXTS.answer}
      type="checkbox"
      options={options}
      isChecked={(value) => chosen.includes(value)}
      onToggle={(value, checked) =>
        screen.changeValue(checked ? [...chosen, value] : chosen.filter((kept) => kept !== value))
      }
      onBlur={screen.blur}
      error={error}
      required
    />
  );
});
