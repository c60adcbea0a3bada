import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import PhoneInput from 'react-phone-number-input';
import type { Country } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { phoneInputValue, readPhoneInputValue, typedPhoneNumber } from '../../../domain/validation/phone-number';
import { describedBy, FieldMessage } from '../../components/field-message';
import { CHOICE_FIELD_TEXTS } from '../../texts/choice-field-texts';
import type { FieldProps } from '../field-props';
import { FieldLabel } from '../../components/field-label';

/**
 * The phone question (spec 001 §2.1, §5.11): a country selector (flags bundled, no CDN) and the
 * number. The value kept is what spec 001 §3.7 says the phone input emits: number, dial code,
 * country, qualified number and valid (phoneInputValue), which the frame validates and sends as
 * the qualified number. The countries are named in the page's language. Spec is silent on the default country: US, as the product serves US
 * requests; a kept answer starts on its own country.
 */
export const PhoneNumberField = observer(function PhoneNumberField({ screen, idPrefix }: FieldProps) {
  const id = `${idPrefix}-phone`;
  const error = screen.errorMessage;
  const kept = readPhoneInputValue(screen.value);
  const [country, setCountry] = useState<Country>((kept?.country || 'US') as Country);
  const typed = typedPhoneNumber(kept);
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required>
        {CHOICE_FIELD_TEXTS.phone}
      </FieldLabel>
      <PhoneInput
        id={id}
        className="field__input field__phone"
        flags={flags}
        labels={CHOICE_FIELD_TEXTS.phoneCountryNames()}
        defaultCountry={country}
        value={typed === '' ? undefined : typed}
        onChange={(value) => screen.changeValue(phoneInputValue(value ?? '', country))}
        onCountryChange={(next) => {
          const chosen = next ?? country;
          setCountry(chosen);
          if (chosen !== kept?.country) screen.changeValue(phoneInputValue(typed, chosen));
        }}
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
