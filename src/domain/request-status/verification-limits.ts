import type { CalendarDate } from '../shared/calendar-date';
import { daysBetween } from '../shared/calendar-date';

/** Spec 000 §9: a verification expires after 30 days. */
export const VERIFICATION_EXPIRY_DAYS = 30;

/** Spec 000 §4, §9: at most two verification attempts, then the request is canceled automatically. */
export const MAX_VERIFICATION_ATTEMPTS = 2;

/**
 * The first day on which a verification created on `createdOn` is expired.
 *
 * Spec is silent: the 30 days count from the request's creation date (created_at, in the local
 * zone), since the request's lifetime starts when it is sent; day 30 after it is the first
 * expired day.
 */
export function expiresOn(createdOn: CalendarDate): CalendarDate {
  const instant = new Date(Date.UTC(2000, 0, 1));
  instant.setUTCFullYear(createdOn.year, createdOn.month - 1, createdOn.day + VERIFICATION_EXPIRY_DAYS);
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

/** Whether a verification created on `createdOn` has expired by `today` (see expiresOn). */
export const isExpired = (createdOn: CalendarDate, today: CalendarDate): boolean =>
  daysBetween(createdOn, today) >= VERIFICATION_EXPIRY_DAYS;

/** Whether another verification attempt may start after `attemptsMade`. */
export const canAttemptAgain = (attemptsMade: number): boolean => attemptsMade < MAX_VERIFICATION_ATTEMPTS;
