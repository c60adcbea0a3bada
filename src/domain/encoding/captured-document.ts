import type { BinaryData, BinaryFile } from './binary-data';
import { encodeBinaryData } from './binary-data';

/** Spec 001 §3.3: one page of a CapturedDocument. */
export interface DocumentPage {
  readonly content: BinaryData;
  readonly capture_method: null;
  readonly captured_at: null;
}

/** Spec 001 §3.3: the CapturedDocument value. */
export interface CapturedDocument {
  readonly content: readonly DocumentPage[];
  readonly description: null;
  readonly title: null;
}

/** Spec is silent on the page content's shape: each page carries its image as BinaryData. */
export function encodeCapturedDocument(pages: readonly BinaryFile[]): CapturedDocument {
  return {
    content: pages.map((page) => ({ content: encodeBinaryData(page), capture_method: null, captured_at: null })),
    description: null,
    title: null,
  };
}

/** An uploaded file as one page: its content, and the name the applicant knows it by. */
export interface UploadedPage {
  readonly data: string;
  readonly mimeType: string;
  readonly fileName: string;
}

/**
 * Issue 13: an uploaded file's page carries `metadata: { fileName }`. Spec is silent on the name of
 * an image the pipeline re-encoded as JPEG: the name stays the one picked ('scan.png'), since that is
 * the file the applicant chose; mime_type says what the bytes are.
 */
export const uploadedPageFile = (page: UploadedPage): BinaryFile => ({
  data: page.data,
  mimeType: page.mimeType,
  metadata: { fileName: page.fileName },
});
