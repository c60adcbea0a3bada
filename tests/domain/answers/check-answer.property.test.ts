import fc from 'fast-check';
import { checkAnswer } from '../../../src/domain/answers/check-answer';
import { CHECK_KINDS, takesJson } from '../../../src/domain/answers/registry';
import { TODAY, VALID_ANSWERS, padStrings, whitespace } from '../validation/valid-answers';

const context = { today: TODAY };

/** Objects with the kinds' own field names, so the readers' inner paths see wrong types too. */
const FIELD_NAMES = [
  'first',
  'middle',
  'last',
  'hasPastName',
  'street',
  'city',
  'state',
  'postcode',
  'provider',
  'certId',
  'jurisdiction',
  'yearAdmitted',
  'licenseNumber',
  'authorized',
  'requestedFreeCopy',
  'attrType',
  'value',
  'consentText',
  'emails',
  'certified',
  'required',
  'chargeID',
  'ageAtOffense',
  'isBonded',
  'rehabilitationOther',
  'rehabilitationNone',
  'lastPosition',
];
const fieldsOfAnything = fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.anything());

describe.each(CHECK_KINDS)('checkAnswer(%s) properties', (kind) => {
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fieldsOfAnything), (raw) => {
        const result = checkAnswer(kind, raw, context);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });

  it('accepts every valid answer', () => {
    fc.assert(
      fc.property(VALID_ANSWERS[kind], (raw) => {
        expect(checkAnswer(kind, raw, context)).toEqual({ ok: true, value: { valid: true } });
      }),
    );
  });

  it('gives the same verdict with surrounding whitespace, for valid and invalid values alike', () => {
    const values = takesJson(kind)
      ? fc.oneof(VALID_ANSWERS[kind], fieldsOfAnything)
      : fc.oneof(VALID_ANSWERS[kind], fc.string());
    fc.assert(
      fc.property(values, whitespace, (raw, pad) => {
        expect(checkAnswer(kind, padStrings(raw, pad), context)).toEqual(checkAnswer(kind, raw, context));
      }),
    );
  });
});

/**
 * The phone number is typed as text (the CLI, a stored answer) but kept by its screen as the phone
 * input's object of spec 001 §3.7: an object is its shape too, any other non-string is not.
 */
const TEXT_OR_OBJECT_KINDS: readonly string[] = ['phone-number'];
const isPlainObject = (raw: unknown) => typeof raw === 'object' && raw !== null && !Array.isArray(raw);

describe('checkAnswer shape of string kinds', () => {
  it('reports a non-string as a shape error for every string kind', () => {
    const stringKinds = CHECK_KINDS.filter((kind) => !takesJson(kind));
    fc.assert(
      fc.property(
        fc.constantFrom(...stringKinds),
        fc.anything().filter((raw) => typeof raw !== 'string'),
        (kind, raw) => {
          if (TEXT_OR_OBJECT_KINDS.includes(kind) && isPlainObject(raw)) return;
          expect(checkAnswer(kind, raw, context).ok).toBe(false);
        },
      ),
    );
  });

  it('reads a phone input object as a phone answer, its valid flag worked out again', () => {
    const phone = { number: '2025550123', dialCode: '1', country: 'US', qualifiedNumber: '+12025550123', valid: true };
    expect(checkAnswer('phone-number', phone, context)).toEqual({ ok: true, value: { valid: true } });
    expect(checkAnswer('phone-number', { ...phone, number: '202', qualifiedNumber: null }, context)).toEqual({
      ok: true,
      value: { valid: false, message: 'Please enter valid phone number' },
    });
  });
});
