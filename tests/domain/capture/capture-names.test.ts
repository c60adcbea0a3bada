import { captureNameOf } from '../../../src/domain/capture/capture-names';

describe('capture names', () => {
  it('name each capture for what it shows', () => {
    expect(captureNameOf({ kind: 'selfie' })).toBe('Your selfie');
    expect(captureNameOf({ kind: 'id-page', type: 'id_card', page: 'front' })).toBe('Front of your ID');
    expect(captureNameOf({ kind: 'id-page', type: 'drivers_license', page: 'back' })).toBe('Back of your ID');
    expect(captureNameOf({ kind: 'id-page', type: 'passport', page: 'front' })).toBe('Photo page of your passport');
    expect(captureNameOf({ kind: 'certificate-page', page: 2 })).toBe('Page 2 of your certificate');
  });
});
