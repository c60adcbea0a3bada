import { canPay, cardErrorOf, CHECKOUT_TEXTS } from '../../../src/domain/money/checkout';

describe('card error mapping', () => {
  it.each([
    ['exp_month', 'expiry'],
    ['exp_year', 'expiry'],
    ['cvc', 'cvc'],
    ['incorrect_cvc', 'cvc'],
    ['address_zip', 'zip'],
  ])('points %s at the %s field with the review message', (code, field) => {
    expect(cardErrorOf(code, 'Your card was declined.')).toEqual({ field, message: CHECKOUT_TEXTS.reviewField });
  });

  it("shows the provider's own message for any other error", () => {
    expect(cardErrorOf('card_declined', 'Your card was declined.')).toEqual({
      field: null,
      message: 'Your card was declined.',
    });
    expect(cardErrorOf(null, 'Network down')).toEqual({ field: null, message: 'Network down' });
    expect(cardErrorOf('toString', 'odd')).toEqual({ field: null, message: 'odd' });
  });
});

describe('the Pay button', () => {
  const ready = {
    pending: false,
    cardholderName: 'Ann Lee',
    cardComplete: true,
    expiryComplete: true,
    cvcComplete: true,
    zipComplete: true,
  };

  it('is enabled when every card field is complete and a name is given', () => {
    expect(canPay(ready)).toBe(true);
  });

  it.each(['cardComplete', 'expiryComplete', 'cvcComplete', 'zipComplete'] as const)(
    'is disabled while %s is false',
    (field) => {
      expect(canPay({ ...ready, [field]: false })).toBe(false);
    },
  );

  it('is disabled while pending or with a blank name', () => {
    expect(canPay({ ...ready, pending: true })).toBe(false);
    expect(canPay({ ...ready, cardholderName: '   ' })).toBe(false);
  });
});
