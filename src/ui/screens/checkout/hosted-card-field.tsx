import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { CardPayments, HostedCardField as Field } from '../../../application/ports/card-payments.port';
import type { CheckoutViewModel } from '../../../application/view-models/checkout.view-model';
import { describedBy, FieldMessage } from '../../components/field-message';

export interface HostedCardFieldProps {
  readonly field: Field;
  readonly label: string;
  readonly checkout: CheckoutViewModel;
  readonly cardPayments: CardPayments;
  /** True once the provider has loaded: only then does `mount` draw anything. */
  readonly ready: boolean;
}

/**
 * One card input the provider draws itself (hosted mode, e.g. Stripe): a labelled, empty group
 * the provider mounts its frame into, with the field's error under it. What the user typed lives
 * in the provider's frame, which stays mounted through a failed payment. The frame is unmounted
 * when the screen is left. The provider's change reports go to the view model.
 */
export const HostedCardField = observer(function HostedCardField({
  field,
  label,
  checkout,
  cardPayments,
  ready,
}: HostedCardFieldProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!ready || element === null) return undefined;
    return cardPayments.mount(field, element, (state) => checkout.hostedChange(field, state));
  }, [ready, field, cardPayments, checkout]);
  const id = `checkout-${field}`;
  const error = checkout.fieldErrors[field];
  return (
    <div className="field">
      {/* A <label for> the container: Stripe focuses its field when the label is clicked
          (https://docs.stripe.com/js/element/mount). The container is not a form control, so
          the group also names itself from the label for assistive technology. */}
      <label id={`${id}-label`} htmlFor={id} className="field__label">
        {label}
      </label>
      <div
        ref={container}
        id={id}
        role="group"
        className="field__input field__input--hosted"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(error ? `${id}-error` : null)}
      />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
});
