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

describe('checkAnswer shape of string kinds', () => {
  it('reports a non-string as a shape error for every string kind', () => {
    const stringKinds = CHECK_KINDS.filter((kind) => !takesJson(kind));
    fc.assert(
      fc.property(
        fc.constantFrom(...stringKinds),
        fc.anything().filter((raw) => typeof raw !== 'string'),
        (kind, raw) => {
          expect(checkAnswer(kind, raw, context).ok).toBe(false);
        },
      ),
    );
  });
});
