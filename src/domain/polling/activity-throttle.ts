import { ACTIVITY_THROTTLE_MS } from './polling-constants';

export interface ActivityStep {
  /** The activity counts: it resets the idle time. */
  readonly accepted: boolean;
  /** The state to keep for the next activity. */
  readonly lastAcceptedAt: number;
}

/**
 * One step of the activity throttle (spec 000 §9: user activity is throttled to 50 ms). The first
 * activity always counts; later ones count once 50 ms have passed since the last counted one.
 * A clock that went backwards counts too, so the throttle cannot stay shut.
 */
export function throttleActivity(lastAcceptedAt: number | null, now: number): ActivityStep {
  const accepted = lastAcceptedAt === null || now < lastAcceptedAt || now - lastAcceptedAt >= ACTIVITY_THROTTLE_MS;
  return { accepted, lastAcceptedAt: accepted || lastAcceptedAt === null ? now : lastAcceptedAt };
}
