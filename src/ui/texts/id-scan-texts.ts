import { catalogue } from '../../domain/language/translation';
import type { DocumentType } from '../../domain/documents/document-types';
import type { VerifyingPhase } from '../../domain/documents/verifying-phase';

/**
 * The ID scan's words, all ours (the spec names the screens but gives no other words), written for
 * a person holding a phone and an ID. The failure headings and texts are the spec's (001 §8) and
 * are read from the domain's ID_SCREEN_MESSAGES when shown; a page's name is the domain's
 * captureNameOf ('Front of your ID').
 */
export const ID_SCAN_TEXTS = catalogue('ID_SCAN_TEXTS', {
  typeLegend: 'Which document will you use?',
  typeNames: {
    drivers_license: "Driver's licence",
    id_card: 'ID card',
    passport: 'Passport',
  } satisfies Readonly<Record<DocumentType, string>>,
  pageStep: (index: number, count: number): string => `Page ${index + 1} of ${count}`,
  guide: 'Lay your document flat in good light, without glare, with all four corners inside the frame.',
  takePhoto: (page: string): string => `Take a photo: ${page}`,
  choosePhoto: 'Choose a photo',
  shutter: 'Take photo',
  /** How the snackbar would name a camera photo, which has no file name. */
  cameraPhotoName: 'the camera photo',
  processing: 'Preparing your photo...',
  capturedLabel: 'Your photos',
  /**
   * Spec 001 §4's 'Back on a captured photo', which clears it. Named Retake, not Back: right under
   * 'Back of your ID (Page 2 of 2)' a 'Back' read as the ID's back (issue 22). Its accessible name
   * starts with the visible word and says which photo.
   */
  back: 'Retake',
  backLabel: (page: string): string => `Retake: ${page}`,
  allPagesReady: 'Your photos are ready to send.',
  uploadLabel: 'Uploading your ID',
  submitting: 'Sending your ID...',
  verifying: {
    first: 'Checking your document...',
    second: 'Still checking your document...',
    third: 'Almost done...',
  } satisfies Readonly<Record<VerifyingPhase, string>>,
  tryAgain: 'Try again',
  useAnyway: 'Use this image anyway',
  unknownAdvice: 'Make sure the whole document is in the photo and nothing covers it, then try again.',
  singlePageLink: 'Upload photos from this computer instead',
  singlePageHeading: 'Upload a photo of each page',
  uploadPage: (page: string): string => `Upload: ${page}`,
  usePhoneInstead: 'Use my phone instead',
  captureName: 'ID',
} as const);
