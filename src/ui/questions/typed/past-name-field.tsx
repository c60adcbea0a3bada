import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { FullName } from '../../../domain/validation/full-name';
import type { PastName } from '../../../domain/validation/past-name';
import { PAST_NAME_TEXTS } from '../../../domain/validation/past-name';
import { CheckboxField } from '../../components/checkbox-field';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import type { NamePart } from './name-inputs';
import { nameErrorTargets, NameInputs } from './name-inputs';
import { partOf } from '../answer-value';
import { useInputErrors } from './use-input-errors';

const EMPTY: PastName = { hasPastName: false, first: '', middle: '', last: '' };

/** The inputs' labels, read at render (the language may change). */
const labels = () =>
  ({
    first: TYPED_FIELD_TEXTS.pastFirstName,
    middle: TYPED_FIELD_TEXTS.pastMiddleName,
    last: TYPED_FIELD_TEXTS.pastLastName,
  }) as const;

/** A previous name is not the name the browser knows: autofill would offer the current one. */
const AUTOCOMPLETE = { first: 'off', middle: 'off', last: 'off' } as const;

/**
 * The past-name question (spec 001 §2.1, §5.3): the checkbox 'I have a maiden name or previous
 * name to report', then the three name inputs while it is ticked.
 *
 * Spec is silent on an unticked box: no past name is reported (the question is answered by
 * submitting it unticked). Spec is silent on unticking after typing: the names stay in the answer
 * being edited, hidden and not sent, so ticking again brings them back.
 *
 * A question never answered starts as the unticked answer, so an applicant with nothing to report
 * can submit straight away (no answer at all is not a valid past name).
 */
export const PastNameField = observer(function PastNameField({ question, screen, idPrefix }: FieldProps) {
  const errors = useInputErrors<NamePart>(screen, nameErrorTargets(), 'first', EMPTY);
  useEffect(() => {
    if (screen.value === null || screen.value === undefined) screen.changeValue(EMPTY);
  }, [screen, question.attrType]);
  const value = screen.value;
  const answer: PastName = {
    hasPastName:
      typeof value === 'object' && value !== null && (value as { hasPastName?: unknown }).hasPastName === true,
    first: partOf(value, 'first'),
    middle: partOf(value, 'middle'),
    last: partOf(value, 'last'),
  };
  return (
    <>
      <CheckboxField
        id={`${idPrefix}-has-past-name`}
        label={PAST_NAME_TEXTS.checkbox}
        checked={answer.hasPastName}
        onChange={(hasPastName) => screen.changeValue({ ...answer, hasPastName })}
        onBlur={screen.blur}
      />
      {answer.hasPastName ? (
        <NameInputs
          idPrefix={idPrefix}
          name={answer}
          labels={labels()}
          autoComplete={AUTOCOMPLETE}
          onChange={(name: FullName) => screen.changeValue({ ...name, hasPastName: true })}
          errors={errors}
        />
      ) : null}
    </>
  );
});
