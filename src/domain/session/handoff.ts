import { MIN_POLL_DELAY_MS } from '../polling/polling-constants';

/**
 * Hand-off codes (this project's addition to spec 000 §7, contracts/README.md): a desktop session
 * mints a code for one question, and a phone redeems it once for that session. The service decides
 * the lifetime; this is the one the sandbox keeps and the contract documents.
 */
export const HANDOFF_LIFETIME_MS = 15 * 60 * 1000;

/**
 * How often a desktop showing a QR code asks whether a phone has used it (GET /handoffs/{code}).
 * Spec is silent (the QR code is ours): as often as spec 000 §9's quickest background poll, and
 * without its idle ramp or pause, since the applicant is away at the phone while the desktop waits;
 * the code's lifetime bounds the checks.
 */
export const HANDOFF_CHECK_MS = MIN_POLL_DELAY_MS;

/** Why a code cannot be redeemed; the service answers 404 for unknown, 410 for the others. */
export type HandoffRefusal = 'unknown' | 'used' | 'expired';

/** The reason a 410 answer carries, so spec 000 §8's mapping leads to the link-expired page. */
export const HANDOFF_REFUSAL_REASONS = { used: 'TokenRedeemed', expired: 'TokenExpired' } as const;

/**
 * The interview's feature flag by which a service says it offers hand-off codes (POST /handoffs,
 * GET /handoffs/{code}, POST /handoffs/{code}/session), this project's addition to spec 000 §7.
 *
 * Spec is silent (the codes are ours) on how the app learns the service has them. Chosen: the
 * service says so itself, in the interview state's featureFlags (spec 000 §3), rather than the
 * app's runtime configuration: only the service knows what it implements (a config.json written
 * for the app could claim codes a service does not have, and every QR code would fail), it can
 * offer them per issuer or roll them out gradually, the answer comes with the interview load at no
 * extra call, and a service with only the spec's calls never sends the flag, so the app falls back
 * to them by default. Probing POST /handoffs was refused too: it would mint a code only to learn,
 * and a 404 for a missing path cannot be told from other failures.
 */
export const HANDOFF_CODES_FLAG = 'handoff_codes_enabled';

/** Whether the service offers hand-off codes: only when its flag is true (absent or false: the spec's calls alone). */
export const handoffCodesOffered = (featureFlags: Readonly<Record<string, boolean | undefined>>): boolean =>
  featureFlags[HANDOFF_CODES_FLAG] === true;
