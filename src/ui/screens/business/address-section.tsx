import { observer } from 'mobx-react-lite';
import type { BusinessCaseViewModel } from '../../../application/view-models/business-case.view-model';
import { US_STATES } from '../../../domain/validation/us-states';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { BUSINESS_TEXTS } from '../../texts/business-texts';
import { HelpLink, useHelpArticles } from './help-link';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * The business address (spec 000 §2): street, city, the state dropdown (US states, territories
 * and DC by two-letter code) and ZIP. What is typed stays when the service refuses the address.
 * Spec is silent on editing the address once the form is sent: the address was saved with the
 * submission and 'Submit' is no longer offered, so the fields are read-only from then on.
 */
export const AddressSection = observer(function AddressSection({ form }: { readonly form: BusinessCaseViewModel }) {
  const { address } = form;
  const articles = useHelpArticles();
  const disabled = form.sent || form.submitting;
  const texts = BUSINESS_TEXTS.address;
  return (
    <section className="business-section" aria-labelledby="business-address-title">
      <div className="business-section__header">
        <h2 id="business-address-title" className="business-section__title">
          {BUSINESS_TEXTS.sections.address}
        </h2>
        <HelpLink href={articles['gls.businessaddress']} topic={BUSINESS_TEXTS.sections.address} />
      </div>
      <TextField
        id="business-street"
        label={texts.street}
        value={address.street}
        onChange={(street) => form.editAddress({ street })}
        autoComplete="street-address"
        required
        disabled={disabled}
      />
      <div className="business-address__row">
        <TextField
          id="business-city"
          label={texts.city}
          value={address.city}
          onChange={(city) => form.editAddress({ city })}
          autoComplete="address-level2"
          required
          disabled={disabled}
        />
        <SelectField
          id="business-state"
          label={texts.state}
          value={address.state}
          options={STATE_OPTIONS}
          onChange={(state) => form.editAddress({ state })}
          placeholder={texts.choose}
          autoComplete="address-level1"
          required
          disabled={disabled}
        />
        <TextField
          id="business-postcode"
          label={texts.postcode}
          value={address.postcode}
          onChange={(postcode) => form.editAddress({ postcode })}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          required
          disabled={disabled}
        />
      </div>
    </section>
  );
});
