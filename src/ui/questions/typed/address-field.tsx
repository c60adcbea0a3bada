import { observer } from 'mobx-react-lite';
import type { PostalAddress } from '../../../domain/validation/address';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import { partOf } from '../answer-value';
import { US_STATE_OPTIONS } from './us-state-options';
import { useInputErrors } from './use-input-errors';

type Part = keyof PostalAddress;

const EMPTY: PostalAddress = { street: '', city: '', state: '', postcode: '' };

/**
 * Each message of the address check (validateAddress) is about one input; in the language shown,
 * so built at render, as the messages are.
 */
const targets = (): ReadonlyMap<string, Part> =>
  new Map<string, Part>([
    [VALIDATION_MESSAGES.streetRequired, 'street'],
    [VALIDATION_MESSAGES.cityRequired, 'city'],
    [VALIDATION_MESSAGES.stateRequired, 'state'],
    [VALIDATION_MESSAGES.stateUnknown, 'state'],
    [VALIDATION_MESSAGES.postcodeRequired, 'postcode'],
  ]);

/** ZIP+4 (#####-####) is ten characters. */
const ZIP_MAX_LENGTH = 10;

/**
 * The address question (spec 001 §2.1, §5.6): street address, city, state (dropdown by code) and
 * ZIP, all required, each with its autofill token and its own error.
 *
 * Spec is silent on the ZIP input: the numeric keypad and room for ZIP+4 (ten characters); the
 * domain accepts any non-blank postcode.
 */
export const AddressField = observer(function AddressField({ screen, idPrefix }: FieldProps) {
  const errors = useInputErrors<Part>(screen, targets(), 'street', EMPTY);
  const address: PostalAddress = {
    street: partOf(screen.value, 'street'),
    city: partOf(screen.value, 'city'),
    state: partOf(screen.value, 'state'),
    postcode: partOf(screen.value, 'postcode'),
  };
  const change = (part: Part) => (typed: string) => screen.changeValue({ ...address, [part]: typed });
  const id = (part: Part) => `${idPrefix}-${part}`;
  return (
    <div className="field-group">
      <TextField
        id={id('street')}
        label={TYPED_FIELD_TEXTS.streetAddress}
        value={address.street}
        onChange={change('street')}
        onBlur={() => errors.leave('street')}
        error={errors.errorOf('street')}
        autoComplete="street-address"
        required
      />
      <TextField
        id={id('city')}
        label={TYPED_FIELD_TEXTS.city}
        value={address.city}
        onChange={change('city')}
        onBlur={() => errors.leave('city')}
        error={errors.errorOf('city')}
        autoComplete="address-level2"
        required
      />
      <SelectField
        id={id('state')}
        label={TYPED_FIELD_TEXTS.state}
        value={address.state}
        options={US_STATE_OPTIONS}
        onChange={change('state')}
        onBlur={() => errors.leave('state')}
        error={errors.errorOf('state')}
        placeholder={TYPED_FIELD_TEXTS.chooseState}
        autoComplete="address-level1"
        required
      />
      <TextField
        id={id('postcode')}
        label={TYPED_FIELD_TEXTS.zip}
        value={address.postcode}
        onChange={change('postcode')}
        onBlur={() => errors.leave('postcode')}
        error={errors.errorOf('postcode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={ZIP_MAX_LENGTH}
        required
      />
    </div>
  );
});
