import { submissionFailureReason } from '../../../src/domain/errors/submission-failure';

describe('submissionFailureReason (which page a failed submission shows)', () => {
  it.each([401, 403])('shows the session message for a %i answer, not "try again in a few minutes"', (status) => {
    expect(submissionFailureReason({ status, reason: 'unauthorized-ido' })).toBe('unauthorized-ido');
    expect(submissionFailureReason({ status, reason: 'unexpected' })).toBe('unauthorized-ido');
  });

  it('keeps the link-expired action of an expired or redeemed token or an unknown request', () => {
    expect(submissionFailureReason({ status: 401, reason: 'TokenExpired' })).toBe('TokenExpired');
    expect(submissionFailureReason({ status: 404, reason: 'unknown-request' })).toBe('unknown-request');
    expect(submissionFailureReason({ status: 400, reason: 'TokenRedeemed' })).toBe('TokenRedeemed');
  });

  it.each([
    ['no answer at all', { reason: 'cancelled-network-request' as const }],
    ['a server error', { status: 500, reason: 'unexpected' as const }],
    ['a refusal the app does not know', { status: 422, reason: 'unexpected' as const }],
  ])('shows submission-failed for %s', (_, failure) => {
    expect(submissionFailureReason(failure)).toBe('submission-failed');
  });
});
