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
