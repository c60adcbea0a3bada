import type { CameraFailure } from './camera-failure';

/**
 * Why a capture goes to the photo picker instead of the camera: the camera port's failures, a feed
 * that stays black, or a browser inside another app (see in-app-browser.ts).
 */
export type CameraUnavailable = CameraFailure | 'black-frames' | 'in-app-browser';

/**
 * What the applicant is told when the camera cannot be used: why, and what to do. Spec 001 §2.1
 * names only the fallback ('falls back to the native file picker'); these words are ours.
 */
export const CAMERA_FALLBACK_TEXTS: Readonly<Record<CameraUnavailable, { heading: string; advice: string }>> = {
  unavailable: {
    heading: "We couldn't find a camera you can use here.",
    advice: 'Choose a photo instead, or open this link on a phone with a camera.',
  },
  denied: {
    heading: 'Camera access is turned off for this site.',
    advice: "Allow the camera in your browser's site settings and try again, or choose a photo instead.",
  },
  'black-frames': {
    heading: 'Your camera only shows a black picture.',
    advice:
      'Check that nothing covers it and that no other app is using it, then try again, or choose a photo instead.',
  },
  'in-app-browser': {
    heading: "This app's built-in browser can't use your camera.",
    advice: "Open the link in your phone's browser (such as Safari or Chrome), or choose a photo instead.",
  },
};
