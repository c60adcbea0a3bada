import { catalogue } from '../language/translation';
import { MAX_SOURCE_BYTES, MAX_SOURCE_PIXELS } from '../images/image-limits';

/** The question-level error texts of spec 001 §8, word for word. */
export const UPLOAD_MESSAGES = catalogue('UPLOAD_MESSAGES', {
  filesRejected: (names: readonly string[]): string =>
    `The following files are empty, corrupted or unsupported: ${names.join(', ')}.`,
  selfieRejected: (name: string): string => `Selected file is empty, corrupted or unsupported: ${name}.`,
  tooLarge: 'Too large image. Only image smaller than 10 MB can be uploaded.',
  /** Ours: spec is silent on a document over 10 MB; worded like the spec's image text. */
  tooLargeDocument: 'Too large file. Only files smaller than 10 MB can be uploaded.',
  unprocessableId: 'An error occurred processing this file. Please try again or use a different file',
} as const);

/**
 * The image pipeline's problems: the spec's three (§8), and two of ours (issue 22): a HEIC or HEIF
 * photo this browser cannot decode, and a photo over the pixel ceiling.
 */
export type ImageProblem =
  'empty' | 'empty-processed' | 'corrupted' | 'heic-unsupported' | 'too-many-pixels' | 'too-many-bytes';

export const IMAGE_PROBLEM_MESSAGES: Readonly<Record<ImageProblem, string>> = catalogue('IMAGE_PROBLEM_MESSAGES', {
  empty: 'Empty original ID scan detected',
  'empty-processed': 'Invalid file passed',
  corrupted: 'Image could not be rendered',
  // Ours (spec is silent): names the format and the ways out on the phone that made the photo.
  'heic-unsupported':
    "This photo is in HEIC format, which this browser can't open. Choose a JPEG or PNG, or on an iPhone set Camera > Formats to Most Compatible, or share the photo as a JPEG.",
  // Ours (spec is silent): names the limit (MAX_SOURCE_PIXELS) in the words a camera's settings use.
  'too-many-pixels': `This photo is too large to open: it has more than ${MAX_SOURCE_PIXELS / 1_000_000} megapixels. Choose a smaller photo, or take one with your camera at its usual resolution.`,
  // Ours (spec is silent): a file over MAX_SOURCE_BYTES is not read; the same ways out.
  'too-many-bytes': `This photo is too large to open: it is over ${MAX_SOURCE_BYTES / 1024 / 1024} MB. Choose a smaller photo, or take one with your camera at its usual resolution.`,
});

/** Spec 001 §1, §8: the licence support footer of every question screen; the second part is the mail link. */
export const LICENSE_SUPPORT_TEXTS = catalogue('LICENSE_SUPPORT_TEXTS', {
  trouble: 'Trouble submitting your License Number?',
  contactUs: 'Contact us here.',
} as const);

export type IdFailureReason = 'UNKNOWN' | 'PROVIDER' | 'GLARE' | 'SHARPNESS' | 'GLARE_SHARPNESS';

export const ID_SCREEN_MESSAGES = catalogue('ID_SCREEN_MESSAGES', {
  unprocessedHeading: 'We received your submission, but were unable to process your identity document',
  glare: 'Too much glare in the photo(s)',
  blurry: 'Photo(s) too blurry',
  blurryAndGlare: 'Photo(s) too blurry and has/have glare',
  unknown: "We're having trouble detecting your ID",
  persistent:
    "Looks like we're having trouble getting a clear image. Do you want to try again to get a better image, or just use this one?",
} as const);

export const LIVENESS_MESSAGES = catalogue('LIVENESS_MESSAGES', {
  expired: 'The request has expired, please try again.',
  // Spec is silent on the orientation-changed wording; this says what happened and what to do.
  orientationChanged: 'Your device was turned during the video selfie. Please hold it upright and try again.',
  portrait: 'Please hold your device in portrait mode and try again.',
  tooManyRequests: 'Too many requests encountered, please try again in few minutes.',
  enableCamera: 'Please enable your camera and try again.',
  sessionRunning: 'There was already a video selfie session running, please finish the previous one first.',
  triesRemaining: (tries: number): string => `You have ${tries} ${tries === 1 ? 'try' : 'tries'} remaining`,
} as const);
