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
