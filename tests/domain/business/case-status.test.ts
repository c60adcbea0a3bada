import { caseStatusOf, isTerminal } from '../../../src/domain/business/case-status';

describe('caseStatusOf', () => {
  it.each([
    ['CASE_STATUS_UNSPECIFIED', 'unspecified'],
    ['PASSED', 'passed'],
    ['FAILED', 'failed'],
    ['DROPOFF', 'dropoff'],
    ['CASE_STATUS_PASSED', 'passed'],
    ['case_status_failed', 'failed'],
    ['UNSPECIFIED', 'unspecified'],
  ])('maps %s to %s', (raw, status) => {
    expect(caseStatusOf(raw)).toBe(status);
  });

  it('maps WITHDRAWN to dropoff: the case ended without a result', () => {
    expect(caseStatusOf('WITHDRAWN')).toBe('dropoff');
    expect(caseStatusOf('CASE_STATUS_WITHDRAWN')).toBe('dropoff');
  });

  it('maps an unknown outcome to dropoff, the timeline row for anything else', () => {
    expect(caseStatusOf('ON_HOLD')).toBe('dropoff');
    expect(caseStatusOf('')).toBe('dropoff');
  });
});

describe('isTerminal', () => {
  it('is terminal for passed, failed and dropoff only', () => {
    expect(isTerminal('passed')).toBe(true);
    expect(isTerminal('failed')).toBe(true);
    expect(isTerminal('dropoff')).toBe(true);
    expect(isTerminal('unspecified')).toBe(false);
  });
});
