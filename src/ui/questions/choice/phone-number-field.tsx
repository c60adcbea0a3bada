import { observer } from 'mobx-react-lite';
import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { describedBy, FieldMessage } from '../../components/field-message';
import { CHOICE_FIELD_TEXTS } from '../../texts/choice-field-texts';
import type { FieldProps } from '../field-props';
import { FieldLabel } from '../../components/field-label';

/**
 * The phone question (spec 001 §2.1, §5.11): a country selector (flags bundled, no CDN) and the
 * number; the value kept is the E.164 string ('+' and digits) the library gives, which the frame
 * validates and sends. Spec is silent on the default country: US, as the product serves US requests.
 */
export const PhoneNumberField = observer(function PhoneNumberField({ screen, idPrefix }: FieldProps) {
  const id = `${idPrefix}-phone`;
  const error = screen.errorMessage;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required>
        {CHOICE_FIELD_TEXTS.phone}
      </FieldLabel>
      <PhoneInput
        id={id}
        className="field__input field__phone"
        flags={flags}
        defaultCountry="US"
        value={typeof screen.value === 'string' ? screen.value : undefined}
        onChange={(value) => screen.changeValue(value ?? '')}
        onBlur={screen.blur}
        autoComplete="tel"
        required
        countrySelectProps={{ 'aria-label': CHOICE_FIELD_TEXTS.phoneCountry }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? `${id}-error` : null)}
      />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
});
