import { livenessCallFailure, livenessFailureEffect } from '../../../src/domain/liveness/liveness-failure';

describe('where a liveness failure shows', () => {
  it('is silent about a user cancel', () => {
    expect(livenessFailureEffect('cancelled')).toEqual({ kind: 'silent' });
  });

  it.each([
    ['expired', 'The request has expired, please try again.'],
    ['portrait', 'Please hold your device in portrait mode and try again.'],
    ['rate-limited', 'Too many requests encountered, please try again in few minutes.'],
    ['camera', 'Please enable your camera and try again.'],
    ['busy', 'There was already a video selfie session running, please finish the previous one first.'],
    ['orientation-changed', 'Your device was turned during the video selfie. Please hold it upright and try again.'],
  ] as const)('shows %s as the snackbar %p', (failure, message) => {
    expect(livenessFailureEffect(failure)).toEqual({ kind: 'snackbar', message });
  });

  it.each([
    'network-outage',
    'facetec-device-in-landscape-mode',
    'facetec-device-locked-out',
    'facetec-unsupported-browser',
    'facetec-unsupported-browser-ios',
    'facetec-unsupported-browser-old',
    'cancelled-network-request',
    'unexpected',
  ] as const)('shows %s on its error page', (failure) => {
    expect(livenessFailureEffect(failure)).toEqual({ kind: 'page', reason: failure });
  });
});

describe('a failed liveness call', () => {
  it.each([
    [0, 'network-outage'],
    [401, 'expired'],
    [403, 'expired'],
    [440, 'expired'],
    [409, 'busy'],
    [423, 'facetec-device-locked-out'],
    [429, 'rate-limited'],
    [400, 'unexpected'],
    [503, 'unexpected'],
  ] as const)('answering %s fails with %s', (status, failure) => {
    expect(livenessCallFailure(status)).toBe(failure);
  });
});
