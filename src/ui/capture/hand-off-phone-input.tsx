import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { HAND_OFF_TEXTS } from '../texts/hand-off-texts';

export interface HandOffPhoneInputProps {
  readonly id: string;
  readonly value: string;
  onChange(value: string): void;
}

/**
 * The phone number a text goes to, with its country selector (flags bundled, no CDN), as the phone
 * question has it (questions/choice/phone-number-field.tsx). A chunk of its own, so the panel and
 * its QR code show without waiting for it. Spec is silent on the default country: US, as the
 * phone question does.
 */
export default function HandOffPhoneInput({ id, value, onChange }: HandOffPhoneInputProps) {
  return (
    <PhoneInput
      id={id}
      className="field__input field__phone"
      flags={flags}
      defaultCountry="US"
      value={value === '' ? undefined : value}
      onChange={(next) => onChange(next ?? '')}
      autoComplete="tel"
      countrySelectProps={{ 'aria-label': HAND_OFF_TEXTS.phoneCountry }}
    />
  );
}
