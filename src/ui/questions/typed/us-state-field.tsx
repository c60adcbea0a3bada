import { observer } from 'mobx-react-lite';
import { SelectField } from '../../components/select-field';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import { textOf } from '../answer-value';
import { US_STATE_OPTIONS } from './us-state-options';

/**
 * The US state question (spec 001 §2.1, §5.11): a dropdown by two-letter code. Spec is silent on
 * autofill: none, since the question may ask for any state (a licence's, a birth state), not
 * necessarily the applicant's home address.
 */
export const UsStateField = observer(function UsStateField({ screen, idPrefix }: FieldProps) {
  return (
    <SelectField
      id={`${idPrefix}-state`}
      label={TYPED_FIELD_TEXTS.state}
      value={textOf(screen.value)}
      options={US_STATE_OPTIONS}
      onChange={screen.changeValue}
      onBlur={screen.blur}
      error={screen.errorMessage}
      placeholder={TYPED_FIELD_TEXTS.chooseState}
      required
    />
  );
});
