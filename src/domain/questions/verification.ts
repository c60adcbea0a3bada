/** The verification result of one attribute (spec 001 §3.7, §4). */
export type VerificationResult =
  | { readonly status: 'uninitialized' }
  | { readonly status: 'uploading' }
  | { readonly status: 'verifying' }
  | { readonly status: 'verified' }
  /** The reason defaults to 'unknown' when the provider gives none. */
  | { readonly status: 'failed'; readonly failureReason: string }
  | { readonly status: 'timeout' }
  | { readonly status: 'error' };

export type VerificationStatus = VerificationResult['status'];

/** What the store keeps per attribute type under verificationsRequested. */
export interface AttributeVerification {
  readonly result: VerificationResult;
  readonly failures: number;
  readonly resolutionAttempts: number;
  readonly datumIds: readonly string[];
}

export type Verifications = Readonly<Record<string, AttributeVerification>>;

export const DEFAULT_FAILURE_REASON = 'unknown';
