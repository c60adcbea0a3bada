import { encodeAnswer } from '../../../src/domain/answers/encode-answer';

const context = { today: { year: 2026, month: 11, day: 22 } };
const validCharge = {
  chargeID: 'c-1',
  chargeName: ' Theft ',
  chargeDate: '',
  ageAtOffense: 19,
  lastPosition: 'Driver',
  isBonded: true,
  additionalInformation: 'info',
  additionalEffort: 'effort',
  offenseTraining: 'training',
  substanceTraining: 'none',
  paroleRequirements: 'done',
  rehabilitationEducation: true,
};

describe('encodeAnswer', () => {
  it.each([
    ['ssn', '536-22-1847', '536221847'],
    ['itin', '912-70-1234', '912701234'],
    ['ein', '12-3456789', '123456789'],
    ['email', ' ann@x.com ', 'ann@x.com'],
    ['text', '  hello ', 'hello'],
    ['us-state', ' PR ', 'PR'],
    ['integer', '42', 42],
    ['date', '02/29/2024', { year: 2024, month: 2, day: 29 }],
    ['birthday', '01/02/1990', { year: 1990, month: 1, day: 2 }],
    ['future-date', '11/22/2026', { year: 2026, month: 11, day: 22 }],
    ['mmc-reference-number', '123-4567', '1234567'],
    ['phone-number', '+1 (202) 555-0123', '+12025550123'],
  ] as const)('encodes the %s answer %j', (kind, raw, expected) => {
    expect(encodeAnswer(kind, raw, context)).toEqual({ ok: true, value: expected });
  });

  it('encodes object answers in their service shapes', () => {
    expect(encodeAnswer('full-name', { first: 'Ann', last: 'Lee' }, context)).toEqual({
      ok: true,
      value: { $objectType: 'Name', first: 'Ann', middle: '', last: 'Lee' },
    });
    expect(
      encodeAnswer('address', { street: '1 Main St', city: 'Austin', state: 'TX', postcode: '78701' }, context),
    ).toEqual({ ok: true, value: '1 Main St, Austin, TX 78701' });
    expect(encodeAnswer('cpr', { provider: 'American Heart Association', certId: 'X1' }, context)).toEqual({
      ok: true,
      value: { cert_id: 'X1', provider: 'American Heart Association' },
    });
    expect(
      encodeAnswer('bar-license-details', { jurisdiction: 'DC', yearAdmitted: '2010', licenseNumber: '9' }, context),
    ).toEqual({
      ok: true,
      value: { license_number: '9', year_admitted: 2010, jurisdiction: 'DC' },
    });
    expect(encodeAnswer('statement-of-truth', { value: true, consentText: 'I attest' }, context)).toEqual({
      ok: true,
      value: { value: true, consentText: 'I attest' },
    });
    expect(encodeAnswer('bulk-email', { emails: ['a@x.com', 'b@x.com'], certified: true }, context)).toEqual({
      ok: true,
      value: 'a@x.com\nb@x.com',
    });
    expect(encodeAnswer('past-name', { hasPastName: false }, context)).toEqual({ ok: true, value: null });
  });

  it('encodes a consent as the FCRA attributes, with both consent HTMLs present', () => {
    expect(encodeAnswer('consent', { authorized: true, requestedFreeCopy: true }, context)).toEqual({
      ok: true,
      value: {
        'consent.fcra.authorized': true,
        'consent.fcra.reviewed_disclosure': true,
        'consent.fcra.requested_free_copy_state': true,
      },
    });
    expect(encodeAnswer('consent', { authorized: true, attrType: 'consent.biometric.authorization' }, context)).toEqual(
      {
        ok: true,
        value: { 'consent.biometric.authorization': true },
      },
    );
  });

  it("encodes a charge as a list of one charge answer with the default 'Date Not Found'", () => {
    const encoded = encodeAnswer('charge', validCharge, context);
    expect(encoded).toEqual({
      ok: true,
      value: [
        expect.objectContaining({
          chargeID: 'c-1',
          chargeName: 'Theft',
          chargeDate: 'Date Not Found',
          ageAtOffense: 19,
          rehabilitationEducation: true,
          rehabilitationOther: null,
          isBonded: true,
        }),
      ],
    });
    expect(encodeAnswer('charge', { ...validCharge, chargeName: '' }, context)).toEqual({
      ok: true,
      value: [expect.objectContaining({ chargeName: 'Offense Not found' })],
    });
  });

  it("fails with an 'invalid' error carrying the validator's message", () => {
    expect(encodeAnswer('ssn', '666-22-1847', context)).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'SSN must be 9 numeric characters ex ###-##-#### and a valid SSN' },
    });
    expect(encodeAnswer('consent', { authorized: false }, context)).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'Tick "I have read and accept this disclosure" to continue' },
    });
    expect(encodeAnswer('charge', { ...validCharge, ageAtOffense: 151 }, context)).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'Age at the time of the offense must be a whole number from 1 to 150' },
    });
  });

  it("fails with a 'shape' error when the value does not have the kind's shape", () => {
    expect(encodeAnswer('full-name', [], context)).toEqual({
      ok: false,
      error: { kind: 'shape', message: 'a full-name answer must be a JSON object, not a list' },
    });
    expect(encodeAnswer('integer', 42, context)).toEqual({
      ok: false,
      error: { kind: 'shape', message: 'an integer answer must be a string, not a number' },
    });
  });
});
