import { at, isAbsent, isJsonObject } from '../shared/json-fields';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { sameEmail } from './roster';

/** Where resending a link stands, per e-mail. */
export type ResendStatus = 'uninitialized' | 'loading' | 'success' | 'error';

/**
 * Whether a notifications call answered with a result to read: any success (2xx, 304) and also
 * 400, which the service uses for "some or all of these could not be sent" (spec 000 §7).
 */
export const isNotificationAnswer = (httpStatus: number): boolean =>
  (httpStatus >= 200 && httpStatus < 300) || httpStatus === 304 || httpStatus === 400;

/** Reads `failed_emails` of a notifications answer; absent means none failed. */
export function parseFailedEmails(raw: unknown): Result<readonly string[], string> {
  if (isAbsent(raw)) return ok([]);
  if (!isJsonObject(raw)) return err('the notifications answer must be a JSON object');
  const failed = raw['failed_emails'];
  if (isAbsent(failed)) return ok([]);
  if (!Array.isArray(failed)) return err('failed_emails must be an array');
  const emails: string[] = [];
  for (const [index, item] of (failed as readonly unknown[]).entries()) {
    if (typeof item !== 'string') return err(`${at('failed_emails', index)} must be a string`);
    emails.push(item);
  }
  return ok(emails);
}

/**
 * The outcome of sending links: true when none failed, null when some failed, false when all
 * failed (spec 000 §7).
 */
export function notificationSuccess(requested: readonly string[], failed: readonly string[]): boolean | null {
  if (failed.length === 0) return true;
  const allFailed = requested.every((email) => failed.some((f) => sameEmail(f, email)));
  return allFailed ? false : null;
}
