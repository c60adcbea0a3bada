import { catalogue } from '../../domain/language/translation';
/**
 * The video selfie's words (spec 001 §2.1 Video selfie). The heading and the three button states
 * are the spec's word for word; the spec only summarises the four tips (frame the face in the
 * guide; good lighting without glare; remove eyewear and keep the face uncovered; neutral
 * expression, no smile), so their wording, the camera stand-in's titles and the intro are ours.
 */
export const LIVENESS_TEXTS = catalogue('LIVENESS_TEXTS', {
  heading: 'Get ready for your video selfie',
  intro: 'We will record a short video of your face to check that it is really you.',
  tips: [
    'Frame your face inside the guide on the screen.',
    'Find good lighting, without glare or a bright light behind you.',
    'Remove glasses, hats or anything else covering your face.',
    'Keep a neutral expression. Please do not smile.',
  ],
  tipsLabel: 'Before you start',
  loading: 'Please read the instructions...',
  start: 'Continue',
  submitting: 'Submitting verification',
  uploadLabel: 'Uploading your video selfie',
  /** Ours: from the camera closing (the pre-check) to the end of the upload. */
  sending: 'Sending your video selfie...',
  /** The sandbox stand-in's camera dialog (the real vendor draws its own). */
  cameraTitle: 'Video selfie',
  cameraInstructions: 'Place your face inside the oval, look at the camera, then take the photo.',
  /** What the phone captures, in the hand-off panel's texts ('Your video selfie is taken with...'). */
  captureName: 'video selfie',
} as const);
