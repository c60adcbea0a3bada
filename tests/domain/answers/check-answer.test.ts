import { checkAnswer } from '../../../src/domain/answers/check-answer';
import { CHECK_KINDS, describeValue, isCheckKind, takesJson } from '../../../src/domain/answers/registry';

const context = { today: { year: 2026, month: 11, day: 22 } };

describe('check kinds', () => {
  it('recognises every kind and nothing else', () => {
    for (const kind of CHECK_KINDS) expect(isCheckKind(kind)).toBe(true);
    expect(isCheckKind('selfie')).toBe(false);
    expect(isCheckKind('')).toBe(false);
  });

  it('reads the object, list and boolean kinds as JSON and the others as literal strings', () => {
    expect(CHECK_KINDS.filter(takesJson)).toEqual([
      'full-name',
      'past-name',
      'address',
      'cpr',
      'bar-license-details',
      'consent',
      'statement-of-truth',
      'bulk-email',
      'charge',
    ]);
  });

  it('describes each kind on one line', () => {
    for (const kind of CHECK_KINDS) {
      expect(describeValue(kind).length).toBeGreaterThan(0);
      expect(describeValue(kind)).not.toContain('\n');
    }
    expect(describeValue('full-name')).toBe('{"first","middle"?,"last"}');
  });
});

describe('checkAnswer', () => {
  it('gives the verdict of the kind', () => {
    expect(checkAnswer('ssn', '536-22-1847', context)).toEqual({ ok: true, value: { valid: true } });
    expect(checkAnswer('ssn', '078-05-1120', context)).toEqual({
      ok: true,
      value: { valid: false, message: 'SSN must be 9 numeric characters ex ###-##-#### and a valid SSN' },
    });
    expect(checkAnswer('birthday', '11/22/2026', context)).toEqual({
      ok: true,
      value: { valid: false, message: 'Date of birth must be before today' },
    });
  });

  it('fails with one line when a string kind is not given a string', () => {
    expect(checkAnswer('email', 42, context)).toEqual({
      ok: false,
      error: 'an email answer must be a string, not a number',
    });
  });

  it('fails when an object kind is given a number or a list', () => {
    expect(checkAnswer('full-name', 5, context)).toEqual({
      ok: false,
      error: 'a full-name answer must be a JSON object, not a number',
    });
    expect(checkAnswer('address', ['1 Main St'], context)).toEqual({
      ok: false,
      error: 'an address answer must be a JSON object, not a list',
    });
  });

  it('fails when a field has the wrong JSON type', () => {
    expect(checkAnswer('full-name', { first: 3, last: 'Lee' }, context)).toEqual({
      ok: false,
      error: 'first must be a string, not a number',
    });
    expect(checkAnswer('consent', { authorized: 'yes' }, context)).toEqual({
      ok: false,
      error: 'authorized must be true or false, not a string',
    });
    expect(checkAnswer('bulk-email', { emails: ['a@x.com', 7], certified: true }, context)).toEqual({
      ok: false,
      error: 'emails[1] must be a string, not a number',
    });
    expect(checkAnswer('charge', { ageAtOffense: '20' }, context)).toEqual({
      ok: false,
      error: 'ageAtOffense must be a number, not a string',
    });
  });

  it('treats absent fields as empty, which is an invalid answer rather than a shape error', () => {
    expect(checkAnswer('full-name', { first: 'Ann' }, context)).toEqual({
      ok: true,
      value: { valid: false, message: 'Last name is required' },
    });
    expect(checkAnswer('full-name', {}, context)).toEqual({
      ok: true,
      value: { valid: false, message: 'First name is required' },
    });
    expect(checkAnswer('consent', {}, context)).toEqual({
      ok: true,
      value: { valid: false, message: 'Tick "I have read and accept this disclosure" to continue' },
    });
  });

  it('judges a bulk e-mail list as required unless it says otherwise', () => {
    expect(checkAnswer('bulk-email', { emails: [], certified: true }, context)).toEqual({
      ok: true,
      value: { valid: false, message: 'This value is required' },
    });
    expect(checkAnswer('bulk-email', { emails: [], certified: true, required: false }, context)).toEqual({
      ok: true,
      value: { valid: true },
    });
  });

  it('takes the year admitted as a string or a number', () => {
    expect(checkAnswer('bar-license-details', { jurisdiction: 'NY', yearAdmitted: 1999 }, context)).toEqual({
      ok: true,
      value: { valid: true },
    });
    expect(checkAnswer('bar-license-details', { jurisdiction: 'NY', yearAdmitted: true }, context)).toEqual({
      ok: false,
      error: 'yearAdmitted must be a string or a number, not true/false',
    });
  });

  it('treats an unchecked past-name box as nothing to report', () => {
    expect(checkAnswer('past-name', { first: '' }, context)).toEqual({ ok: true, value: { valid: true } });
    expect(checkAnswer('past-name', { hasPastName: true, first: 'Ann' }, context)).toEqual({
      ok: true,
      value: { valid: false, message: 'Last name is required' },
    });
  });
});
