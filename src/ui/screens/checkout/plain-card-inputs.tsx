import { observer } from 'mobx-react-lite';
import type { CheckoutViewModel } from '../../../application/view-models/checkout.view-model';
import { TextField } from '../../components/text-field';
import { SCREEN_TEXTS } from '../../texts/screen-texts';

/**
 * The card number, expiry and CVC as the app's own inputs (plain mode: the sandbox provider).
 * What is typed lives in the view model, so a declined card or a failed call keeps it.
 */
export const PlainCardInputs = observer(function PlainCardInputs({ checkout }: { checkout: CheckoutViewModel }) {
  const { plain, fieldErrors, pending } = checkout;
  const texts = SCREEN_TEXTS.checkout;
  return (
    <>
      <TextField
        id="checkout-card"
        label={texts.card}
        value={plain.card}
        onChange={(text) => checkout.changePlain('card', text)}
        error={fieldErrors.card}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        required
        disabled={pending}
      />
      <TextField
        id="checkout-expiry"
        label={texts.expiry}
        hint={texts.expiryHint}
        value={plain.expiry}
        onChange={(text) => checkout.changePlain('expiry', text)}
        error={fieldErrors.expiry}
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={7}
        required
        disabled={pending}
      />
      <TextField
        id="checkout-cvc"
        label={texts.cvc}
        value={plain.cvc}
        onChange={(text) => checkout.changePlain('cvc', text)}
        error={fieldErrors.cvc}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        required
        disabled={pending}
      />
    </>
  );
});
