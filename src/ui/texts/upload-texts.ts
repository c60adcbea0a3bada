import { catalogue } from '../../domain/language/translation';
/**
 * The document upload and certificate-of-insurance screens' words. Ours, all of them: spec 001
 * §2.1 only summarises the field ('drag-and-drop on desktop, tap-to-browse on mobile, a file
 * preview list with remove'). The refusal texts (the snackbar, the 10 MB limit) are the spec's and
 * live in src/domain/errors/question-messages.ts.
 */
export const UPLOAD_TEXTS = catalogue('UPLOAD_TEXTS', {
  /** The desktop drop zone, then its last word drawn as a link; the whole sentence names the file input. */
  dropFiles: 'Drag and drop files here, or',
  dropImages: 'Drag and drop images here, or',
  browse: 'browse',
  /** The phone's picker button. */
  tapFiles: 'Tap to choose files',
  tapImages: 'Tap to choose images',
  /** Under the picker: what is taken. */
  allowedFiles: 'PDF, JPG, PNG, GIF or BMP, up to 10 MB each.',
  allowedImages: 'JPG, PNG, GIF or BMP, up to 10 MB each.',
  listLabel: 'Files to send',
  /** The Remove button; a screen reader hears the file's name after it ('Remove cv.pdf'). */
  remove: 'Remove',
  preparing: 'Preparing...',
  /** The status line over the list. */
  summary: (ready: number, preparing: number): string =>
    preparing > 0
      ? `Preparing ${preparing} ${preparing === 1 ? 'file' : 'files'}...`
      : `${ready} ${ready === 1 ? 'file' : 'files'} ready to send.`,
  submitting: 'Sending your files...',
  uploadLabel: 'Uploading your files',
  /** The certificate of insurance. */
  coiIntro: 'Upload each page of your certificate of insurance.',
  /** Where the field offers the camera (a phone): photos of the pages too. */
  coiIntroWithCamera: 'Upload each page of your certificate of insurance, or take a photo of each page.',
  coiTakePhoto: 'Take a photo of a page',
  coiCameraInstructions: 'Lay the page flat in good light and fit the whole page inside the frame.',
} as const);
