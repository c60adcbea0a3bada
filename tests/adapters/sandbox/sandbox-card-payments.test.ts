import { shownText } from '../../../src/domain/language/shown-text';
import { SandboxCardPayments } from '../../../src/adapters/sandbox/sandbox-card-payments';
import { passesLuhn } from '../../../src/adapters/sandbox/sandbox-test-cards';
import { cardErrorOf } from '../../../src/domain/money/checkout';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const payments = () => new SandboxCardPayments(() => NOW);
const pay = (number: string, expiry = '12/29', cvc = '123', postalCode = '94107') =>
  payments().createToken({ cardholderName: 'Jane Doe', postalCode, plain: { number, expiry, cvc } });

describe('SandboxCardPayments', () => {
  it('asks for the app’s own plain inputs and is ready at once', async () => {
    const sandbox = payments();
    expect(sandbox.inputs).toBe('plain');
    expect(await sandbox.prepare()).toBe(true);
  });

  it.each([
    ['4242 4242 4242 4242', 'tok_sandbox_visa'],
    ['5555-5555-5555-4444', 'tok_sandbox_mastercard'],
    ['3782 822463 10005', 'tok_sandbox_amex'],
    ['6011111111111117', 'tok_sandbox_discover'],
  ])('gives a token for the test card %s', async (number, token) => {
    expect(await pay(number)).toEqual({ ok: true, value: token });
  });

  it('accepts a four-digit CVC and an expiry written with four digits', async () => {
    expect(await pay('4242424242424242', '01/2030', '1234')).toEqual({ ok: true, value: 'tok_sandbox_visa' });
  });

  it('declines the declined test number with Stripe’s words', async () => {
    expect(await pay('4000 0000 0000 0002')).toEqual({
      ok: false,
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('answers exp_month for a card that expired last month, which the checkout shows on Expiry', async () => {
    const result = await pay('4242424242424242', '10/26');
    expect(result).toEqual({ ok: false, error: { code: 'exp_month', message: expect.any(String) } });
    if (!result.ok) expect(cardErrorOf(result.error.code, shownText(result.error.message)).field).toBe('expiry');
  });

  it('still accepts a card expiring this month', async () => {
    expect((await pay('4242424242424242', '11/26')).ok).toBe(true);
  });

  it('answers exp_month for a month that does not exist', async () => {
    expect(await pay('4242424242424242', '13/29')).toMatchObject({ ok: false, error: { code: 'exp_month' } });
  });

  it.each(['12', '12345', 'abc', ''])('answers incorrect_cvc for the CVC %p', async (cvc) => {
    expect(await pay('4242424242424242', '12/29', cvc)).toMatchObject({ ok: false, error: { code: 'incorrect_cvc' } });
  });

  it.each(['4242 4242 4242 4241', '1234', '4242 4242 4242 4242 42424'])(
    'answers incorrect_number for %p',
    async (number) => {
      expect(await pay(number)).toEqual({
        ok: false,
        error: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
      });
    },
  );

  it('answers address_zip for a blank postal code', async () => {
    expect(await pay('4242424242424242', '12/29', '123', ' ')).toMatchObject({
      ok: false,
      error: { code: 'address_zip' },
    });
  });

  it('declines a real (Luhn-valid, not a test) card rather than pretending to charge it', async () => {
    expect(await pay('4111 1111 1111 1112')).toMatchObject({ ok: false, error: { code: 'incorrect_number' } });
    expect(await pay('4012 8888 8888 1881')).toMatchObject({ ok: false, error: { code: 'card_declined' } });
  });

  it('mounts nothing, since its inputs are the app’s own', () => {
    const unmount = payments().mount('card', {} as HTMLElement, () => undefined);
    expect(unmount()).toBeUndefined();
  });
});

describe('passesLuhn', () => {
  it('accepts valid card numbers and refuses a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
  });
});
