import { observer } from 'mobx-react-lite';
import { useLayoutEffect } from 'react';
import { DEFAULT_STATEMENT_OF_TRUTH_TEXT } from '../../../domain/validation/statement-of-truth';
import { CheckboxField } from '../../components/checkbox-field';
import type { FieldProps } from '../field-props';

/**
 * The statement of truth (spec 001 §2.1, §5.15): one checkbox whose label is the statement, the
 * question's description when it has one, else the default text. Spec is silent on where the
 * question carries its own text: metadata.description.
 *
 * Choice (issue 23): kept a checkbox, as spec 001 §2.1 names it, and an untouched box reads as
 * its answer 'no' (`value: false`, which spec 001 §5.15 accepts as a boolean) from the start. The
 * box used to count as unanswered until touched, so answering 'no' took a tick and an untick; a
 * person reads an unticked box as 'not attested' and expects to be able to send it.
 */
export const StatementOfTruthField = observer(function StatementOfTruthField({
  question,
  screen,
  idPrefix,
}: FieldProps) {
  const consentText = question.metadata.description?.trim() || DEFAULT_STATEMENT_OF_TRUTH_TEXT;
  const value = screen.value as { value?: unknown } | null;
  useLayoutEffect(() => screen.startFrom({ value: false, consentText }), [screen, consentText]);
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
