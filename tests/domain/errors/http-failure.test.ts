import { meaningOf } from '../../../src/domain/errors/http-failure';

describe('the HTTP failure mapping', () => {
  it('turns status 0 into a cancelled network request', () => {
    expect(meaningOf({ service: 'interview', status: 0 })).toEqual({
      kind: 'reason',
      reason: 'cancelled-network-request',
      message: 'Network issue: request cancelled',
    });
  });

  it.each([
    [401, 'gls/unauthorized', 'You are not authorized for selected operation'],
    [403, 'gls/forbidden', 'You are not authorized for selected operation'],
    [404, 'gls/not-found', 'The requested resource is not found'],
    [440, 'gls/session-expired', 'Your session has expired'],
  ])('maps business-service status %i to %s', (status, reason, message) => {
    expect(meaningOf({ service: 'business', status, body: {} })).toEqual({ kind: 'reason', reason, message });
  });

  it('turns invalid_business_address into the address snackbar', () => {
    expect(meaningOf({ service: 'business', status: 400, body: { error: 'invalid_business_address' } })).toEqual({
      kind: 'invalid-business-address',
      message:
        'The address you entered does not match a known address. Please enter the business address as it appears on Google Maps.',
    });
  });

  it.each([
    [{ message: 'Invalid CSRF session' }],
    [{ message: 'CSRF tokens do not match' }],
    [{ reason: 'auth/expired-token' }],
  ])('sends a session mismatch %j back to the original link', (body) => {
    expect(meaningOf({ service: 'interview', status: 403, body })).toMatchObject({
      reason: 'direct-to-original-link',
    });
  });

  it('keeps a reason the body names when the catalogue knows it', () => {
    expect(meaningOf({ service: 'interview', status: 400, body: { reason: 'TokenExpired' } })).toMatchObject({
      reason: 'TokenExpired',
    });
  });

  it.each([
    [401, 'unauthorized-ido'],
    [403, 'unauthorized-ido'],
    [404, 'unknown-request'],
    [440, 'unknown-request'],
    [500, 'unexpected'],
    [502, 'unexpected'],
  ])('maps interview-service status %i to %s', (status, reason) => {
    expect(meaningOf({ service: 'interview', status, body: 'not json' })).toMatchObject({ reason });
  });
});
