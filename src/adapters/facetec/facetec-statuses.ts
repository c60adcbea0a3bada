import type { LivenessFailure } from '../../domain/liveness/liveness-failure';

/**
 * What a FaceTec session status (by its enum name in the vendor SDK) means for the app
 * (spec 001 §4, §8): 'proceed' for a completed session, 'provider-error' for the SDK's internal
 * error (the flow goes on with a PROVIDER_ERROR outcome), else the failure to show.
 */
export function sessionStatusMeaning(name: string): 'proceed' | 'provider-error' | LivenessFailure {
  if (name === 'SessionCompletedSuccessfully') return 'proceed';
  if (name === 'UnknownInternalError') return 'provider-error';
  if (/^UserCancelled|^ProgrammaticallyCancelled$|^ContextSwitch$/.test(name)) {
    return name === 'UserCancelledWhenAttemptingToGetCameraPermissions' ? 'camera' : 'cancelled';
  }
  switch (name) {
    case 'Timeout':
      return 'expired';
    case 'OrientationChangeDuringSession':
      return 'orientation-changed';
    case 'LandscapeModeNotAllowed':
    case 'ReversePortraitNotAllowed':
      return 'portrait';
    case 'LockedOut':
      return 'facetec-device-locked-out';
    case 'CameraNotEnabled':
    case 'CameraNotRunning':
      return 'camera';
    case 'SessionInProgress':
      return 'busy';
    default:
      return 'unexpected';
  }
}

/** What an SDK initialisation status (by enum name) means: the init errors of spec 001 §8. */
export function initStatusFailure(name: string, userAgent: string): LivenessFailure | null {
  switch (name) {
    case 'Initialized':
      return null;
    case 'NetworkIssues':
      return 'network-outage';
    case 'DeviceInLandscapeMode':
      return 'facetec-device-in-landscape-mode';
    case 'DeviceLockedOut':
      return 'facetec-device-locked-out';
    case 'DeviceNotSupported':
      return unsupportedBrowser(userAgent);
    default:
      return 'unexpected';
  }
}

/**
 * Which unsupported-browser message fits (spec 001 §8: iOS non-Safari, old Chrome or Firefox,
 * other). Spec is silent on the version threshold: when the SDK refuses a Chrome or Firefox, that
 * copy is old by definition, so the browser family alone decides.
 */
export function unsupportedBrowser(userAgent: string): LivenessFailure {
  if (/iPhone|iPad|iPod/.test(userAgent) && /CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)) {
    return 'facetec-unsupported-browser-ios';
  }
  if (/Chrome\/|Firefox\//.test(userAgent) && !/Edg\/|OPR\//.test(userAgent)) return 'facetec-unsupported-browser-old';
  return 'facetec-unsupported-browser';
}
