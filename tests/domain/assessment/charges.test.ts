import { emptyChargeAnswer } from '../../../src/domain/assessment/charge-answer';
import { validateCharge, validateCharges } from '../../../src/domain/assessment/charge-validity';
import { chargesFromOffenses } from '../../../src/domain/assessment/charges-from-offenses';
import { parseCriminalOffenses } from '../../../src/domain/assessment/criminal-offenses';
import { readChargeAnswer } from '../../../src/domain/assessment/read-charge-answer';
import { encodeChargeAssessment } from '../../../src/domain/encoding/charge-assessment';

const valid = {
  ...emptyChargeAnswer(7, 'Theft', '2015-03-02'),
  ageAtOffense: 19,
  lastPosition: 'Driver',
  isBonded: false,
  additionalInformation: 'info',
  additionalEffort: 'effort',
  offenseTraining: 'course',
  substanceTraining: 'none needed',
  paroleRequirements: 'completed',
  rehabilitationParole: true,
};

describe('charge answers from loaded offenses', () => {
  it('builds one blank answer per offense with its id, name and date', () => {
    const [charge] = chargesFromOffenses([{ id: 'o-1', specificOffense: 'Theft', effectiveDate: '2015-03-02' }]);
    expect(charge).toEqual(
      expect.objectContaining({ chargeID: 'o-1', chargeName: 'Theft', chargeDate: '2015-03-02', ageAtOffense: null }),
    );
    expect(charge?.rehabilitationOther).toBeNull();
    expect(charge?.isBonded).toBeNull();
  });

  it("uses 'Offense Not found' and 'Date Not Found' when the offense has no name or date", () => {
    expect(chargesFromOffenses([{ id: 1 }, { id: 2, specificOffense: ' ', effectiveDate: '' }])).toEqual([
      expect.objectContaining({ chargeID: 1, chargeName: 'Offense Not found', chargeDate: 'Date Not Found' }),
      expect.objectContaining({ chargeID: 2, chargeName: 'Offense Not found', chargeDate: 'Date Not Found' }),
    ]);
  });

  it('reads loaded offenses from JSON, naming what is wrong', () => {
    expect(
      parseCriminalOffenses([
        { id: 'a', specificOffense: 'Theft' },
        { id: 3, effectiveDate: null },
      ]),
    ).toEqual({
      ok: true,
      value: [{ id: 'a', specificOffense: 'Theft' }, { id: 3 }],
    });
    expect(parseCriminalOffenses({})).toEqual({ ok: false, error: 'offenses must be a list, not an object' });
    expect(parseCriminalOffenses([{ specificOffense: 'x' }])).toEqual({
      ok: false,
      error: 'offenses[0].id must be a string or a number',
    });
    expect(parseCriminalOffenses([{ id: 1, effectiveDate: 5 }])).toEqual({
      ok: false,
      error: 'offenses[0].effectiveDate must be a string, not a number',
    });
  });
});

describe('validateCharge', () => {
  it('accepts a fully answered charge', () => {
    expect(validateCharge(valid)).toEqual({ valid: true });
  });

  it.each([0, 151, 20.5, null])('rejects the age at offense %p (1 to 150)', (ageAtOffense) => {
    expect(validateCharge({ ...valid, ageAtOffense })).toEqual({
      valid: false,
      message: 'Age at the time of the offense must be a whole number from 1 to 150',
    });
  });

  it('accepts the ages 1 and 150', () => {
    expect(validateCharge({ ...valid, ageAtOffense: 1 }).valid).toBe(true);
    expect(validateCharge({ ...valid, ageAtOffense: 150 }).valid).toBe(true);
  });

  it.each([
    ['lastPosition', 'Last position held is required'],
    ['additionalInformation', 'Additional information is required'],
    ['additionalEffort', 'Additional effort is required'],
    ['offenseTraining', 'Offense training is required'],
    ['substanceTraining', 'Substance training is required'],
    ['paroleRequirements', 'Parole requirements are required'],
  ])('requires %s to be filled', (field, message) => {
    expect(validateCharge({ ...valid, [field]: '  ' })).toEqual({ valid: false, message });
  });

  it('requires isBonded to be answered', () => {
    expect(validateCharge({ ...valid, isBonded: null })).toEqual({
      valid: false,
      message: 'Answer whether you are bonded',
    });
  });

  it('requires a rehabilitation option, where a non-blank Other counts', () => {
    const none = { ...valid, rehabilitationParole: false };
    expect(validateCharge(none)).toEqual({ valid: false, message: 'Choose at least one rehabilitation option' });
    expect(validateCharge({ ...none, rehabilitationOther: ' ' }).valid).toBe(false);
    expect(validateCharge({ ...none, rehabilitationOther: 'church group' }).valid).toBe(true);
  });

  it('does not require the cause', () => {
    expect(validateCharge({ ...valid, cause: '' }).valid).toBe(true);
  });

  it('judges the set valid only when every charge is', () => {
    expect(validateCharges([valid, valid])).toEqual({ valid: true });
    expect(validateCharges([valid, { ...valid, isBonded: null }]).valid).toBe(false);
    expect(validateCharges([])).toEqual({ valid: true });
  });
});

describe('charge assessment encoding', () => {
  it('sends the list of charge answers with trimmed texts', () => {
    const encoded = encodeChargeAssessment([
      { ...valid, lastPosition: ' Driver ' },
      { ...valid, chargeName: '' },
    ]);
    expect(encoded.ok).toBe(true);
    if (encoded.ok) {
      expect(encoded.value).toHaveLength(2);
      expect(encoded.value[0]?.lastPosition).toBe('Driver');
      expect(encoded.value[1]?.chargeName).toBe('Offense Not found');
    }
  });

  it('fails with the first invalid charge message', () => {
    expect(encodeChargeAssessment([valid, { ...valid, ageAtOffense: 0 }])).toEqual({
      ok: false,
      error: 'Age at the time of the offense must be a whole number from 1 to 150',
    });
  });
});

describe('readChargeAnswer', () => {
  it('reads absent fields as unanswered', () => {
    expect(readChargeAnswer({})).toEqual({
      ok: true,
      value: { ...emptyChargeAnswer(''), chargeName: '', chargeDate: '' },
    });
  });

  it('names a field of the wrong type', () => {
    expect(readChargeAnswer({ rehabilitationOther: true })).toEqual({
      ok: false,
      error: 'rehabilitationOther must be a string or null, not true/false',
    });
    expect(readChargeAnswer({ chargeID: [] })).toEqual({
      ok: false,
      error: 'chargeID must be a string or a number, not a list',
    });
    expect(readChargeAnswer({ isBonded: 'no' })).toEqual({
      ok: false,
      error: 'isBonded must be true or false, not a string',
    });
    expect(readChargeAnswer('x')).toEqual({ ok: false, error: 'a charge answer must be a JSON object, not a string' });
  });
});
