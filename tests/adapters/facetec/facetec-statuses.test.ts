import {
  initStatusFailure,
  sessionStatusMeaning,
  unsupportedBrowser,
} from '../../../src/adapters/facetec/facetec-statuses';

describe('FaceTec status meanings', () => {
  it.each([
    ['SessionCompletedSuccessfully', 'proceed'],
    ['UnknownInternalError', 'provider-error'],
    ['UserCancelled', 'cancelled'],
    ['UserCancelledFromNewUserGuidance', 'cancelled'],
    ['ContextSwitch', 'cancelled'],
    ['UserCancelledWhenAttemptingToGetCameraPermissions', 'camera'],
    ['CameraNotRunning', 'camera'],
    ['Timeout', 'expired'],
    ['LandscapeModeNotAllowed', 'portrait'],
    ['ReversePortraitNotAllowed', 'portrait'],
    ['OrientationChangeDuringSession', 'orientation-changed'],
    ['LockedOut', 'facetec-device-locked-out'],
    ['SessionInProgress', 'busy'],
    ['NonProductionModeDeviceKeyIdentifierInvalid', 'unexpected'],
  ])('a session ending %s means %s', (name, meaning) => {
    expect(sessionStatusMeaning(name)).toBe(meaning);
  });

  it.each([
    ['Initialized', null],
    ['NetworkIssues', 'network-outage'],
    ['DeviceInLandscapeMode', 'facetec-device-in-landscape-mode'],
    ['DeviceLockedOut', 'facetec-device-locked-out'],
    ['KeyExpiredOrInvalid', 'unexpected'],
  ])('an SDK initialised as %s fails with %s', (name, failure) => {
    expect(initStatusFailure(name, 'Mozilla/5.0')).toBe(failure);
  });

  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) CriOS/120.0 Mobile Safari/604.1',
      'facetec-unsupported-browser-ios',
    ],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/60.0 Safari/537.36', 'facetec-unsupported-browser-old'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:52.0) Gecko/20100101 Firefox/52.0', 'facetec-unsupported-browser-old'],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1)', 'facetec-unsupported-browser'],
  ])('an unsupported device with %s shows %s', (userAgent, failure) => {
    expect(unsupportedBrowser(userAgent)).toBe(failure);
    expect(initStatusFailure('DeviceNotSupported', userAgent)).toBe(failure);
  });
});
