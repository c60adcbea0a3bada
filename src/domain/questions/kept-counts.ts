import type { AttributeVerification } from './verification';

/**
 * The limits the service keeps per question (spec 000 §3 'Interview state': delegationsRequested,
 * verificationsRequested; spec 001 §3.7), as far as the app reads them: the texts sent to a phone
 * (`requests`, spec 001 §4: at most 2 per question), and the failed verifications and resolution
 * attempts (spec 001 §4: the persistent-failure screen after 3 failures). Only counts are read: the
 * delegation's status and the verification's result, reason and datum ids are what this page did
 * (the photos those datum ids belong to live only in this page), so a reload starts the question
 * afresh with the counts kept.
 */
export interface DelegationsRequested {
  readonly requests: number;
}

export interface VerificationsRequested {
  readonly failures: number;
  readonly resolutionAttempts: number;
}

/** What the service kept, by attribute type (the question's, merged document questions' own). */
export type KeptByAttribute<T> = Readonly<Record<string, T>>;

/** The entry kept for `attrType`, own keys only (an attribute type 'constructor' finds nothing). */
export const keptFor = <T>(kept: KeptByAttribute<T> | undefined, attrType: string): T | undefined =>
  kept !== undefined && Object.hasOwn(kept, attrType) ? kept[attrType] : undefined;

/**
 * A count both the service and this page keep: the larger of the two. The service's survives a
 * reload, a new tab and a logout; the page's is ahead of it while the interview state read last
 * predates the page's own text or failure (the state is read again every few seconds). An older
 * service that returns no count (undefined) leaves the page's own count, kept for this page load
 * only: a reload then starts from 0, as before the service kept them.
 */
export const keptCount = (service: number | undefined, page: number): number => Math.max(service ?? 0, page);

/** The page's verification of a question with the counts the service kept for it. */
export function withKeptCounts(
  page: AttributeVerification,
  kept: VerificationsRequested | undefined,
): AttributeVerification {
  if (kept === undefined) return page;
  const failures = keptCount(kept.failures, page.failures);
  const resolutionAttempts = keptCount(kept.resolutionAttempts, page.resolutionAttempts);
  return failures === page.failures && resolutionAttempts === page.resolutionAttempts
    ? page
    : { ...page, failures, resolutionAttempts };
}
