import { caseProgress } from '../../../src/domain/business/case-progress';

describe('caseProgress', () => {
  it('is 1 when passed or failed', () => {
    expect(caseProgress('passed', 0, 4)).toBe(1);
    expect(caseProgress('failed', 2, 4)).toBe(1);
  });

  it('is 0.5 when everything is submitted', () => {
    expect(caseProgress('unspecified', 4, 4)).toBe(0.5);
  });

  it('is 0.5 when the case is not unspecified, even with e-mails pending', () => {
    expect(caseProgress('dropoff', 1, 4)).toBe(0.5);
  });

  it('is 0.4 times the fraction of e-mails submitted otherwise, rounded to 3 decimals', () => {
    expect(caseProgress('unspecified', 3, 4)).toBe(0.3);
    expect(caseProgress('unspecified', 1, 3)).toBe(0.133);
    expect(caseProgress('unspecified', 0, 5)).toBe(0);
  });

  it('is 0 for an undecided case without e-mails', () => {
    expect(caseProgress('unspecified', 0, 0)).toBe(0);
  });
});
