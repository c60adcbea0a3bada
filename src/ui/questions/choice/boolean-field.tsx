import { observer } from 'mobx-react-lite';
import { validateBoolean } from '../../../domain/validation/boolean';
import { CHOICE_FIELD_TEXTS } from '../../texts/choice-field-texts';
import type { FieldProps } from '../field-props';
import { ChoiceGroup } from './choice-group';
import { usePickedAnswer } from './use-picked-answer';

/**
 * The yes/no question (spec 001 §5.15): a radio pair in a fieldset whose legend is the question's
 * title; the labels are constraints.trueLabel / falseLabel when given, else 'Yes' / 'No'.
 *
 * Choice (issue 23): kept a radio pair where spec 001 §2.1 lists a 'yes/no dropdown'. Both answers
 * show at once and take one click or tap (a dropdown takes two and hides the other answer), nothing
 * is pre-chosen, which a dropdown's first option tempts; and spec 001 §10.2 draws the form layer's
 * boolean as 'a Yes/No radio pair', so the applicant meets one yes/no control throughout.
 */
export const BooleanField = observer(function BooleanField(props: FieldProps) {
  const { question, screen, idPrefix } = props;
  const constraints = question.metadata.constraints;
  const value = typeof screen.value === 'boolean' ? screen.value : null;
  const error = usePickedAnswer(props, value, validateBoolean(value));
  return (
    <ChoiceGroup
      id={`${idPrefix}-boolean`}
      legend={question.metadata.title ?? CHOICE_FIELD_TEXTS.answer}
      type="radio"
      options={[
        { value: 'true', label: constraints?.trueLabel ?? CHOICE_FIELD_TEXTS.yes },
        { value: 'false', label: constraints?.falseLabel ?? CHOICE_FIELD_TEXTS.no },
      ]}
      isChecked={(option) => value !== null && String(value) === option}
      onToggle={(option) => screen.changeValue(option === 'true')}
      onBlur={screen.blur}
      error={error}
      required
    />
  );
});
