/** An image or file as the app holds it before sending. */
export interface BinaryFile {
  /** Base64 content, without a data-URL prefix. */
  readonly data: string;
  readonly mimeType: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** Spec 001 §3.3, §7.1: the BinaryData value. */
export interface BinaryData {
  readonly data: string;
  readonly mime_type: string;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** Spec 001 §3.3: a selfie is BinaryData with cropped false. */
export interface SelfieData extends BinaryData {
  readonly cropped: false;
}

/**
 * Spec is silent on the metadata's content: the file's own metadata is sent as given, and an
 * empty object when there is none, so the field is always present.
 */
export const encodeBinaryData = (file: BinaryFile): BinaryData => ({
  data: file.data,
  mime_type: file.mimeType,
  metadata: file.metadata ?? {},
});

export const encodeSelfieData = (file: BinaryFile): SelfieData => ({ ...encodeBinaryData(file), cropped: false });
