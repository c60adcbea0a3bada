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

/**
 * The name of a captured photo, e.g. 'Front of your ID' or 'Page 1 of your certificate': the
 * camera's review image and each preview are named for what they show, never 'Your selfie' for
 * an ID or a certificate (issue 22). A passport's one page is its photo page.
 */
export function captureNameOf(subject: CaptureSubject): string {
  switch (subject.kind) {
    case 'selfie':
      return 'Your selfie';
    case 'id-page':
      if (subject.type === 'passport') return 'Photo page of your passport';
      return subject.page === 'front' ? 'Front of your ID' : 'Back of your ID';
    case 'certificate-page':
      return `Page ${subject.page} of your certificate`;
    default:
      return assertNever(subject, 'capture subject');
  }
}
