import { catalogue } from '../language/translation';
import { assertNever } from '../shared/assert-never';
import type { DocumentPageId, DocumentType } from '../documents/document-types';

/**
 * What one capture is of: the photo a preview shows and a screen reader names. Spec 001 names the
 * captures (a selfie; an ID's front and back, a passport's one page; a certificate's pages) but
 * gives no words for them: these are ours.
 */
export type CaptureSubject =
  | { readonly kind: 'selfie' }
  | { readonly kind: 'id-page'; readonly type: DocumentType; readonly page: DocumentPageId }
  /** `page` counts from 1, as the applicant does. */
  | { readonly kind: 'certificate-page'; readonly page: number };

/** The names of the captured photos (ours, see CaptureSubject). */
export const CAPTURE_NAMES = catalogue('CAPTURE_NAMES', {
  selfie: 'Your selfie',
  passportPage: 'Photo page of your passport',
  idFront: 'Front of your ID',
  idBack: 'Back of your ID',
  /** `page` counts from 1. */
  certificatePage: (page: number): string => `Page ${page} of your certificate`,
} as const);

/**
 * The name of a captured photo, e.g. 'Front of your ID' or 'Page 1 of your certificate': the
 * camera's review image and each preview are named for what they show, never 'Your selfie' for
 * an ID or a certificate (issue 22). A passport's one page is its photo page. Read from
 * CAPTURE_NAMES when called, so it follows the language shown now.
 */
export function captureNameOf(subject: CaptureSubject): string {
  switch (subject.kind) {
    case 'selfie':
      return CAPTURE_NAMES.selfie;
    case 'id-page':
      if (subject.type === 'passport') return CAPTURE_NAMES.passportPage;
      return subject.page === 'front' ? CAPTURE_NAMES.idFront : CAPTURE_NAMES.idBack;
    case 'certificate-page':
      return CAPTURE_NAMES.certificatePage(subject.page);
    default:
      return assertNever(subject, 'capture subject');
  }
}
