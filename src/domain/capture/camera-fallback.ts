import { catalogue } from '../language/translation';
import type { CameraFailure } from './camera-failure';

/**
 * What the applicant is told when the camera cannot be used, one entry per failure: why, and what
 * to do. Spec 001 §2.1 names only the fallback ('An unavailable camera falls back to the native
 * file picker'); every heading and advice here is ours. Each advice ends with the photo picker,
 * which is always offered beside it; 'Try again' shows only where CAMERA_RETRY_HELPS says it can help.
 */
export const CAMERA_FALLBACK_TEXTS: Readonly<Record<CameraFailure, { heading: string; advice: string }>> = catalogue(
  'CAMERA_FALLBACK_TEXTS',
  {
    denied: {
      heading: 'Camera access is turned off for this site.',
      advice: "Allow the camera in your browser's site settings and reload this page, or choose a photo instead.",
    },
    busy: {
      heading: 'Your camera is being used by another app.',
      advice: 'Close the other app (such as a video call), then try again, or choose a photo instead.',
    },
    'not-found': {
      heading: "We couldn't find a camera on this device.",
      advice: 'Connect a camera and try again later, or choose a photo instead.',
    },
    unavailable: {
      heading: "This browser can't open the camera.",
      advice: 'Open this link in an up-to-date browser such as Safari or Chrome, or choose a photo instead.',
    },
    ended: {
      heading: 'The camera stopped.',
      advice:
        'Camera access may have been turned off, or the camera unplugged. Check it, then try again, or choose a photo instead.',
    },
    black: {
      heading: 'Your camera only shows a black picture.',
      advice:
        'Check that nothing covers it and that no other app is using it, then try again, or choose a photo instead.',
    },
  },
);

/**
 * Where a computer's advice would not fit a phone: a phone's camera is built in, so it is not
 * 'connected' or 'unplugged', and nobody holding a phone is sent to find one with a camera (issue
 * 22: a phone whose camera gave less than the spec's 1280x720 was told to). A phone's photo picker
 * usually offers its camera app, so choosing a photo is also the way to take one.
 */
export const CAMERA_FALLBACK_PHONE_TEXTS = catalogue('CAMERA_FALLBACK_PHONE_TEXTS', {
  'not-found': {
    heading: "We couldn't open your phone's camera here.",
    advice: 'Choose a photo instead: your phone may offer to take one with its own camera app.',
  },
  ended: {
    heading: 'The camera stopped.',
    advice:
      'Camera access may have been turned off, or another app took the camera. Check it, then try again, or choose a photo instead.',
  },
} as const satisfies Partial<Record<CameraFailure, { heading: string; advice: string }>>);

/** What the applicant is told for `reason`, on a phone or on a computer, in the language shown now. */
export function cameraFallbackText(
  reason: CameraFailure,
  onPhone: boolean,
): { readonly heading: string; readonly advice: string } {
  const phone: Readonly<Partial<Record<CameraFailure, { readonly heading: string; readonly advice: string }>>> =
    CAMERA_FALLBACK_PHONE_TEXTS;
  return (onPhone && Object.hasOwn(phone, reason) ? phone[reason] : undefined) ?? CAMERA_FALLBACK_TEXTS[reason];
}

/** The camera's own buttons (ours). */
export const CAMERA_BUTTON_TEXTS = catalogue('CAMERA_BUTTON_TEXTS', {
  /** Reopens the camera after a failure CAMERA_RETRY_HELPS says a retry can cure. */
  tryAgain: 'Try again',
} as const);
