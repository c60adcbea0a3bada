import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useEffect } from 'react';
import type { CardPayments } from '../../application/ports/card-payments.port';
import { CARD_PAYMENTS } from '../../application/ports/card-payments.port';
import { CheckoutViewModel } from '../../application/view-models/checkout.view-model';
import { ErrorViewModel } from '../../application/view-models/error.view-model';
import { useInstance } from '../app/resolver';
import { TextField } from '../components/text-field';
import { Page } from '../shell/page';
import { SCREEN_TEXTS } from '../texts/screen-texts';
import { HostedCardField } from './checkout/hosted-card-field';
import { PlainCardInputs } from './checkout/plain-card-inputs';
import { ErrorScreen } from './error-screen';

/**
 * The checkout (/pay, spec 000 §2 'Checkout form', §5 card error mapping): cardholder Name, Card,
 * Expiry, CVC, Zip and 'Pay' with the amount. With a hosted provider (Stripe) the card inputs are
 * the provider's frames mounted into labelled groups; with the sandbox provider they are the
 * app's own inputs. A card error shows 'Please review this field' under its field, or the
 * provider's message in an alert above the button; everything typed stays in the view model.
 *
 * Spec is silent on the heading (the route title 'Checkout' is used), on the amount line above
 * the form and on the button's label while paying ('Processing payment...'): ours.
 */
export const CheckoutScreen = observer(function CheckoutScreen() {
  const checkout = useInstance(CheckoutViewModel);
  const cardPayments = useInstance<CardPayments>(CARD_PAYMENTS);
  const error = useInstance(ErrorViewModel);
  const texts = SCREEN_TEXTS.checkout;
  useEffect(() => {
    void checkout.prepare();
  }, [checkout]);

  if (error.reason !== null) return <ErrorScreen />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void checkout.pay();
  };
  const ready = checkout.providerReady === true;
  const { pending } = checkout;
  return (
    <Page route="pay" heading={texts.heading} className="checkout">
      <p className="page__lead">{texts.amountDue(checkout.amount)}</p>
      {checkout.providerReady === false ? (
        <div className="alert alert--error" role="alert">
          <p>{texts.providerFailed}</p>
        </div>
      ) : null}
      <form className="checkout__form" onSubmit={submit} noValidate aria-busy={pending}>
        <TextField
          id="checkout-name"
          label={texts.name}
          value={checkout.cardholderName}
          onChange={checkout.changeName}
          autoComplete="cc-name"
          required
          disabled={pending}
        />
        {checkout.inputs === 'plain' ? (
          <PlainCardInputs checkout={checkout} />
        ) : (
          <>
            <HostedCardField field="card" label={texts.card} {...{ checkout, cardPayments, ready }} />
            <HostedCardField field="expiry" label={texts.expiry} {...{ checkout, cardPayments, ready }} />
            <HostedCardField field="cvc" label={texts.cvc} {...{ checkout, cardPayments, ready }} />
          </>
        )}
        <TextField
          id="checkout-zip"
          label={texts.zip}
          value={checkout.zip}
          onChange={checkout.changeZip}
          error={checkout.fieldErrors.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          required
          disabled={pending}
        />
        {checkout.formError !== null ? (
          <div className="alert alert--error" role="alert">
            <p>{checkout.formError}</p>
          </div>
        ) : null}
        <div className="question__actions">
          <button type="submit" className="button button--primary" disabled={!checkout.canPay}>
            {pending ? texts.paying : checkout.payLabel}
          </button>
        </div>
      </form>
    </Page>
  );
});
