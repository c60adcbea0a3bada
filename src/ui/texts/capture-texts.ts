import { catalogue } from '../../domain/language/translation';

/**
 * The capture screens' words. 'Take a selfie', 'Waiting for access to camera...', 'Send 1-Time
 * Text' are the spec's (001 §2.1); the rest is ours, written for a person holding a phone.
 */
export const CAPTURE_TEXTS = catalogue('CAPTURE_TEXTS', {
  takeSelfie: 'Take a selfie',
  choosePhoto: 'Choose a photo',
  waitingForCamera: 'Waiting for access to camera...',
  cancel: 'Cancel',
  shutter: 'Take photo',
  retake: 'Retake',
  usePhoto: 'Use this photo',
  cameraReady: 'The camera is on. Place your face inside the oval, then take the photo.',
  /** The same, when the overlay draws a document's frame (issue 13). */
  cameraReadyDocument: 'The camera is on. Place the document inside the frame, then take the photo.',
  photoTaken: 'Photo taken. Use this photo, or retake it.',
  processing: 'Preparing your photo...',
  ready: 'Your selfie is ready to send.',
  /** How the selfie snackbar names a photo from the camera, which has no file name. */
  cameraPhotoName: 'the camera photo',
  submitting: 'Sending your selfie...',
  uploadLabel: 'Uploading your selfie',
  uploaded: (percent: number): string => `${percent}% uploaded`,
  noPhone: 'No phone at hand?',
  useThisComputer: "Use this computer's camera instead",
  chooseOnComputer: 'Choose a photo from this computer',
  usePhoneInstead: 'Use my phone instead',
  /** What the phone captures, in the hand-off panel's texts ('Your selfie is taken with...'). */
  captureName: 'selfie',
  guide: {
    plain: 'Face the camera in good light, with your whole face inside the oval and nothing covering it.',
    'holding-card':
      'Hold your payment card next to your face with its front towards the camera. Keep your whole face inside the oval; you may cover all but the last four digits of the card number.',
  },
} as const);
