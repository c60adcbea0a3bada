/**
 * Every reason the error page knows (spec 000 §8). The page reasons have a heading and a
 * message; the action reasons trigger an automatic action and show a spinner meanwhile.
 */
export const PAGE_REASONS = [
  'direct-to-original-link',
  'local-storage-required',
  'session-storage-required',
  'page-not-found',
  'submission-failed',
  'unauthorized-ido',
  'facetec-unsupported-browser',
  'facetec-unsupported-browser-ios',
  'facetec-unsupported-browser-old',
  'facetec-device-in-landscape-mode',
  'facetec-device-locked-out',
  'cancelled-network-request',
  'network-outage',
  'unauthorized',
  'cookies-needed',
  'unexpected',
  'request-timeout',
  'gls/not-found',
  'unactivated',
  'unknown-request',
] as const;

/**
 * The identity token's failures (spec 000 §8): each is handled like an unknown request, the
 * link-expired page. One list, so the tables over every reason name them as one group.
 */
export const TOKEN_FAILURES = [
  'NoCredentialsSpecified',
  'InvalidCredentialsSpecified',
  'TokenExpired',
  'TokenRedeemed',
  'TokenVerificationFailed',
  'TokenSubjectDomainMismatch',
  'TokenInvalidDomainMismatch',
] as const;

/** Reasons whose handling is an automatic action rather than a message to read. */
export const ACTION_REASONS = ['gls/unauthorized', 'gls/forbidden', 'gls/session-expired', ...TOKEN_FAILURES] as const;

export type PageReason = (typeof PAGE_REASONS)[number];
export type ActionReason = (typeof ACTION_REASONS)[number];
export type ErrorReason = PageReason | ActionReason;
export type TokenFailure = (typeof TOKEN_FAILURES)[number];

const TOKEN_FAILURE_SET: ReadonlySet<string> = new Set<string>(TOKEN_FAILURES);

export const isTokenFailure = (reason: ErrorReason): reason is TokenFailure => TOKEN_FAILURE_SET.has(reason);

const KNOWN: ReadonlySet<string> = new Set<string>([...PAGE_REASONS, ...ACTION_REASONS]);

export const isErrorReason = (value: string): value is ErrorReason => KNOWN.has(value);

/** An unknown reason is shown as 'unexpected' (spec 000 §8: the default for unknown reasons). */
export const recogniseReason = (value: string): ErrorReason => (isErrorReason(value) ? value : 'unexpected');
