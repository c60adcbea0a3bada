import { observer } from 'mobx-react-lite';
import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { useState } from 'react';
import type { Country } from 'react-phone-number-input';
import type { PhoneInputValue } from '../../domain/validation/phone-number';
import { phoneInputValue, typedPhoneNumber } from '../../domain/validation/phone-number';
import { CHOICE_FIELD_TEXTS } from '../texts/choice-field-texts';
import { HAND_OFF_TEXTS } from '../texts/hand-off-texts';

export interface HandOffPhoneInputProps {
  readonly id: string;
  readonly value: PhoneInputValue | null;
  onChange(value: PhoneInputValue): void;
}

/**
 * The phone number a text goes to, with its country selector (flags bundled, no CDN), as the phone
 * question has it (questions/choice/phone-number-field.tsx). A chunk of its own, so the panel and
 * its QR code show without waiting for it. Spec is silent on the default country: US, as the
 * phone question does. The countries are named in the page's language (CHOICE_FIELD_TEXTS.phoneCountryNames). The value is the delegation phone number of spec 001 §3.7 (number, dial
 * code, country, qualified number, valid).
 */
export default observer(function HandOffPhoneInput({ id, value, onChange }: HandOffPhoneInputProps) {
  const [country, setCountry] = useState<Country>(startingCountry(value));
  const typed = typedPhoneNumber(value);
  return (
    <PhoneInput
      id={id}
      className="field__input field__phone"
      flags={flags}
      labels={CHOICE_FIELD_TEXTS.phoneCountryNames()}
      defaultCountry={country}
      value={typed === '' ? undefined : typed}
      onChange={(next) => onChange(phoneInputValue(next ?? '', country))}
      onCountryChange={(next) => {
        const chosen = next ?? country;
        setCountry(chosen);
        if (chosen !== value?.country) onChange(phoneInputValue(typed, chosen));
      }}
      autoComplete="tel"
      countrySelectProps={{ 'aria-label': HAND_OFF_TEXTS.phoneCountry }}
    />
  );
});

/** The country the selector starts on: the kept number's, else the US (spec is silent; see above). */
function startingCountry(value: PhoneInputValue | null): Country {
  return (value?.country || 'US') as Country;
}
