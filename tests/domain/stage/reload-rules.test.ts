import fc from 'fast-check';
import { shouldReplace, shouldSkipReload } from '../../../src/domain/stage/reload-rules';

describe('reload rules', () => {
  it('skips a reload without a session, while a submission runs or while the applicant types', () => {
    expect(shouldSkipReload({ hasSession: false, submitting: false, typing: false })).toBe(true);
    expect(shouldSkipReload({ hasSession: true, submitting: true, typing: false })).toBe(true);
    expect(shouldSkipReload({ hasSession: true, submitting: false, typing: true })).toBe(true);
    expect(shouldSkipReload({ hasSession: true, submitting: false, typing: false })).toBe(false);
  });

  it('does not replace the state with identical data', () => {
    const data = { questions: [{ attrType: 'core.ssn', complete: false }], balance: { amount: 0, currency: 'USD' } };
    expect(shouldReplace(data, JSON.parse(JSON.stringify(data)))).toBe(false);
  });

  it('does not count a different key order as a change', () => {
    expect(shouldReplace({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(false);
  });

  it('replaces the state when anything changed', () => {
    expect(shouldReplace({ complete: false }, { complete: true })).toBe(true);
    expect(shouldReplace({ a: 1 }, { a: 1, b: null })).toBe(true);
    expect(shouldReplace([1, 2], [2, 1])).toBe(true);
    expect(shouldReplace([1], { 0: 1 })).toBe(true);
    expect(shouldReplace(null, {})).toBe(true);
    expect(shouldReplace('1', 1)).toBe(true);
  });

  it('never replaces data with a copy of itself', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(shouldReplace(value, JSON.parse(JSON.stringify(value)))).toBe(false);
      }),
    );
  });
});
