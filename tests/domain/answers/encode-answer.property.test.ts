import fc from 'fast-check';
import { encodeAnswer } from '../../../src/domain/answers/encode-answer';
import { checkAnswer } from '../../../src/domain/answers/check-answer';
import { CHECK_KINDS } from '../../../src/domain/answers/registry';
import { TODAY, VALID_ANSWERS, padStrings, whitespace } from '../validation/valid-answers';

const context = { today: TODAY };

describe.each(CHECK_KINDS)('encodeAnswer(%s) properties', (kind) => {
  it('never throws, and fails exactly when checkAnswer does not say valid', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const encoded = encodeAnswer(kind, raw, context);
        const checked = checkAnswer(kind, raw, context);
        expect(encoded.ok).toBe(checked.ok && checked.value.valid);
      }),
    );
  });

  it('always encodes a valid value, to a JSON value', () => {
    fc.assert(
      fc.property(VALID_ANSWERS[kind], (raw) => {
        const encoded = encodeAnswer(kind, raw, context);
        expect(encoded.ok).toBe(true);
        if (encoded.ok) expect(JSON.parse(JSON.stringify(encoded.value))).toEqual(encoded.value);
      }),
    );
  });

  it('encodes the same value whatever whitespace surrounds the texts', () => {
    // A charge's id is the offense's id, sent as loaded, so it is left unpadded.
    const unpadId = (raw: unknown, padded: unknown) =>
      kind === 'charge' ? { ...(padded as object), chargeID: (raw as { chargeID: unknown }).chargeID } : padded;
    fc.assert(
      fc.property(VALID_ANSWERS[kind], whitespace, (raw, pad) => {
        expect(encodeAnswer(kind, unpadId(raw, padStrings(raw, pad)), context)).toEqual(
          encodeAnswer(kind, raw, context),
        );
      }),
    );
  });
});
