import { observer } from 'mobx-react-lite';
import { useLayoutEffect } from 'react';
import {
  DEFAULT_STATEMENT_OF_TRUTH_RECORD,
  STATEMENT_OF_TRUTH_TEXTS,
} from '../../../domain/validation/statement-of-truth';
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
  const ownText = question.metadata.description?.trim();
  // What the answer records is the English default (values sent never change with the language,
  // issue 28); what the applicant reads is the default in the current language.
  const consentText = ownText || DEFAULT_STATEMENT_OF_TRUTH_RECORD;
  const value = screen.value as { value?: unknown } | null;
  useLayoutEffect(() => screen.startFrom({ value: false, consentText }), [screen, consentText]);
  return (
    <CheckboxField
      id={`${idPrefix}-statement`}
      label={ownText || STATEMENT_OF_TRUTH_TEXTS.defaultText}
      checked={value?.value === true}
      onChange={(checked) => screen.changeValue({ value: checked, consentText })}
      onBlur={screen.blur}
      error={screen.errorMessage}
    />
  );
});
