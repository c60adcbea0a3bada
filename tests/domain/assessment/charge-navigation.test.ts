import {
  chargeLabel,
  chargeSubmitLabel,
  nextCharge,
  previousCharge,
  showsChargeNavigator,
  startChargeNavigation,
  submitCharge,
} from '../../../src/domain/assessment/charge-navigation';
import { ASSESSMENT_TEXTS } from '../../../src/domain/assessment/assessment-texts';

describe('charge navigation', () => {
  it('starts at index 0, or has no page when there is no charge', () => {
    expect(startChargeNavigation(3)).toEqual({ index: 0, count: 3 });
    expect(startChargeNavigation(0)).toBeNull();
  });

  it("labels the page 'Charge N of M'", () => {
    expect(chargeLabel({ index: 0, count: 3 })).toBe('Charge 1 of 3');
    expect(chargeLabel({ index: 2, count: 3 })).toBe('Charge 3 of 3');
  });

  it('steps with Next and Previous, staying within the charges', () => {
    const first = { index: 0, count: 2 };
    expect(nextCharge(first)).toEqual({ index: 1, count: 2 });
    expect(nextCharge({ index: 1, count: 2 })).toEqual({ index: 1, count: 2 });
    expect(previousCharge({ index: 1, count: 2 })).toEqual(first);
    expect(previousCharge(first)).toEqual(first);
    expect([ASSESSMENT_TEXTS.previous, ASSESSMENT_TEXTS.next]).toEqual(['Previous', 'Next']);
  });

  it('shows the navigator only when there is more than one charge', () => {
    expect(showsChargeNavigator({ index: 0, count: 1 })).toBe(false);
    expect(showsChargeNavigator({ index: 0, count: 2 })).toBe(true);
  });

  it("reads 'Continue to the next charge', or 'Save' on the last charge", () => {
    expect(chargeSubmitLabel({ index: 0, count: 2 })).toBe('Continue to the next charge');
    expect(chargeSubmitLabel({ index: 1, count: 2 })).toBe('Save');
    expect(chargeSubmitLabel({ index: 0, count: 1 })).toBe('Save');
  });

  it('moves to the next charge on submit, and submits all on the last', () => {
    expect(submitCharge({ index: 0, count: 2 })).toEqual({ kind: 'next-charge', navigation: { index: 1, count: 2 } });
    expect(submitCharge({ index: 1, count: 2 })).toEqual({ kind: 'submit-all' });
  });
});
