import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Country } from 'react-phone-number-input';
import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { phonePlaceholder } from '../../../domain/forms/phone-placeholder';
import { DEFAULT_PHONE_COUNTRY } from '../../../domain/forms/phone-value';
import { CHOICE_FIELD_TEXTS } from '../../texts/choice-field-texts';
import { FORM_TEXTS } from '../../texts/form-texts';
import type { ControlProps } from '../control-props';
import { valueAria } from '../control-props';
import { filterKeystroke } from '../keystroke';

/** A value the phone input can show: '+' and digits; anything else (stored data) shows as empty. */
const E164 = /^\+\d+$/;

/**
 * A phone number (spec 001 §10.2, §10.5) as the phone question has it (questions/choice/
 * phone-number-field.tsx): react-phone-number-input with its country selector (flags bundled, no
 * CDN), starting in the US (DEFAULT_PHONE_COUNTRY), so '(646) 555-1234' is stored as
 * '+16465551234' rather than read as a New Zealand '+6465551234'. The value is the library's E.164
 * string ('+', dial code, digits: §10.5's shape), which the form's phone rule checks against the
 * country its dial code names. The keystroke filter of §10.5 applies; the placeholder follows the
 * country chosen (phonePlaceholder). A chunk of its own, loaded when a form first shows a phone
 * field, as the phone question's is.
 *
 * The country selector is named by a hidden 'Country' and the field's label, so two phone fields
 * on one form have selectors of their own names. The countries are named in the language shown
 * (CHOICE_FIELD_TEXTS.phoneCountryNames, shared with the phone question).
 */
export const PhoneControl = observer(function PhoneControl(props: ControlProps<string>) {
  const { id, labelId, value, onChange, onBlur, disabled, schema } = props;
  const [country, setCountry] = useState<Country | undefined>(DEFAULT_PHONE_COUNTRY);
  const countryLabelId = `${id}-country-label`;
  return (
    <>
      <span id={countryLabelId} hidden>
        {FORM_TEXTS.phoneCountry}
      </span>
      <PhoneInput
        id={id}
        className="field__input field__phone"
        flags={flags}
        labels={CHOICE_FIELD_TEXTS.phoneCountryNames()}
        defaultCountry={DEFAULT_PHONE_COUNTRY}
        value={E164.test(value) ? value : undefined}
        onChange={(next) => onChange(next ?? '')}
        onCountryChange={setCountry}
        onBlur={onBlur}
        onKeyDown={filterKeystroke}
        autoComplete="tel"
        placeholder={phonePlaceholder(country, schema.placeholder)}
        disabled={disabled}
        countrySelectProps={{ 'aria-labelledby': `${countryLabelId} ${labelId}` }}
        {...valueAria(props)}
      />
    </>
  );
});
