import { ACTION_REASONS, PAGE_REASONS } from '../../../src/domain/errors/error-reason';
import type { ErrorReason } from '../../../src/domain/errors/error-reason';
import { waysForward } from '../../../src/domain/errors/ways-forward';

describe('waysForward (what the error page offers besides Back)', () => {
  it.each<[ErrorReason, boolean, boolean]>([
    // reason, Try again, Back to your questions
    ['unexpected', true, true],
    ['submission-failed', true, true],
    ['network-outage', true, true],
    ['cancelled-network-request', true, true],
    ['facetec-device-locked-out', true, true],
    ['facetec-device-in-landscape-mode', true, true],
    ['local-storage-required', true, false],
    ['session-storage-required', true, false],
    ['cookies-needed', true, false],
    ['page-not-found', false, true],
    ['facetec-unsupported-browser', false, true],
    ['facetec-unsupported-browser-ios', false, true],
    ['facetec-unsupported-browser-old', false, true],
    ['direct-to-original-link', false, false],
    ['unauthorized-ido', false, false],
    ['unauthorized', false, false],
    ['request-timeout', false, false],
    ['gls/not-found', false, false],
    ['unactivated', false, false],
    ['unknown-request', false, false],
  ])('%s: try again %s, back to the questions %s', (reason, tryAgain, backToQuestions) => {
    expect(waysForward(reason)).toEqual({ tryAgain, backToQuestions });
  });

  it('covers every page reason in the table above', () => {
    // A new reason must be placed in the table (and in this test) deliberately.
    expect(PAGE_REASONS).toHaveLength(20);
  });

  it.each(ACTION_REASONS)('offers nothing for %s: its automatic action leaves the page', (reason) => {
    expect(waysForward(reason)).toEqual({ tryAgain: false, backToQuestions: false });
  });
});
