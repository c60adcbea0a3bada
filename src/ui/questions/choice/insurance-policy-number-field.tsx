import { observer } from 'mobx-react-lite';
import { validateLettersDigitsHyphenSpace } from '../../../domain/validation/text';
import { TextField } from '../../components/text-field';
import { CHOICE_FIELD_TEXTS } from '../../texts/choice-field-texts';
import type { FieldProps } from '../field-props';
import { usePickedAnswer } from './use-picked-answer';

/**
 * The insurance policy number (spec 001 §5.8): text of letters, digits, hyphens and spaces, sent
 * trimmed. Spec is silent on trimming: surrounding spaces are dropped, as the validator ignores them.
 */
export const InsurancePolicyNumberField = observer(function InsurancePolicyNumberField(props: FieldProps) {
  const { screen, idPrefix } = props;
  const value = typeof screen.value === 'string' ? screen.value : '';
  const error = usePickedAnswer(props, value, validateLettersDigitsHyphenSpace(value), value.trim());
  return (
    <TextField
      id={`${idPrefix}-policy-number`}
      label={CHOICE_FIELD_TEXTS.policyNumber}
      value={value}
      onChange={screen.changeValue}
      onBlur={screen.blur}
      error={error}
      autoComplete="off"
      required
    />
  );
});
