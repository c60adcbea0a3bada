import { observer } from 'mobx-react-lite';
import { DEFAULT_STATEMENT_OF_TRUTH_TEXT } from '../../../domain/validation/statement-of-truth';
import { CheckboxField } from '../../components/checkbox-field';
import type { FieldProps } from '../field-props';

/**
 * The statement of truth (spec 001 §2.1, §5.15): one checkbox whose label is the statement, the
 * question's description when it has one, else the default text. Spec is silent on where the
 * question carries its own text: metadata.description. Unticking keeps `value: false`, a valid answer.
 */
export const StatementOfTruthField = observer(function StatementOfTruthField({
  question,
  screen,
  idPrefix,
}: FieldProps) {
  const consentText = question.metadata.description?.trim() || DEFAULT_STATEMENT_OF_TRUTH_TEXT;
  const value = screen.value as { value?: unknown } | null;
  return (
    <CheckboxField
      id={`${idPrefix}-statement`}
      label={consentText}
      checked={value?.value === true}
      onChange={(checked) => screen.changeValue({ value: checked, consentText })}
      onBlur={screen.blur}
      error={screen.errorMessage}
    />
  );
});
