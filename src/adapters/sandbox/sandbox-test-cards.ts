import type { CardError, PlainCard } from '../../application/ports/card-payments.port';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';

/** Stripe's published test numbers that succeed, by brand (https://docs.stripe.com/testing). */
const ACCEPTED: Readonly<Record<string, string>> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa_debit',
  '5555555555554444': 'mastercard',
  '2223003122003222': 'mastercard',
  '5200828282828210': 'mastercard_debit',
  '5105105105105100': 'mastercard_prepaid',
  '378282246310005': 'amex',
  '371449635398431': 'amex',
  '6011111111111117': 'discover',
  '6011000990139424': 'discover',
  '3056930009020004': 'diners',
  '36227206271667': 'diners',
  '3566002020360505': 'jcb',
  '6200000000000005': 'unionpay',
};

/** Stripe's test numbers that fail, with the error Stripe answers for them. */
const REFUSED: Readonly<Record<string, CardError>> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

const INCORRECT_NUMBER: CardError = { code: 'incorrect_number', message: 'Your card number is incorrect.' };
const INCORRECT_CVC: CardError = { code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
const BAD_MONTH: CardError = { code: 'exp_month', message: "Your card's expiration month is invalid." };
const EXPIRED: CardError = { code: 'exp_month', message: "Your card's expiration date is in the past." };
const MISSING_ZIP: CardError = { code: 'address_zip', message: 'Your postal code is incomplete.' };
const NOT_A_TEST_CARD: CardError = {
  code: 'card_declined',
  message: 'Your card was declined. The sandbox accepts test cards only, such as 4242 4242 4242 4242.',
};

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The last moment a card expiring MM/YY is valid: the end of that month, UTC. */
function expiryEnd(expiry: string): number | 'bad-month' {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return 'bad-month';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'bad-month';
  return Date.UTC(year, month, 1) - 1;
}

/**
 * What Stripe's test mode answers for a card typed into the sandbox's plain inputs: a token such as
 * `tok_sandbox_visa` for a published test number with a future expiry and a 3 or 4 digit CVC, the
 * published declines' errors, and a decline naming a test number for anything else.
 */
export function sandboxCardToken(
  card: { readonly postalCode: string; readonly plain?: PlainCard },
  now: number,
): Result<string, CardError> {
  if (!card.plain) return err(INCORRECT_NUMBER);
  const number = card.plain.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) return err(INCORRECT_NUMBER);
  const end = expiryEnd(card.plain.expiry);
  if (end === 'bad-month') return err(BAD_MONTH);
  if (end < now) return err(EXPIRED);
  if (!/^\d{3,4}$/.test(card.plain.cvc.trim())) return err(INCORRECT_CVC);
  if (card.postalCode.trim() === '') return err(MISSING_ZIP);
  const refused = REFUSED[number];
  if (refused) return err(refused);
  const brand = ACCEPTED[number];
  return brand ? ok(`tok_sandbox_${brand}`) : err(NOT_A_TEST_CARD);
}
