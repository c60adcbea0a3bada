import { MAX_LIVENESS_TRIES } from '../../src/domain/liveness/liveness-tries';

/**
 * How a request's liveness service behaves (the video-selfie scenarios): the tries it has used,
 * how many scans its pre-check still rejects before passing, and whether it is locked out. The
 * count is per request, not per page load, so a reload does not reset the limit.
 */
export interface LivenessScript {
  triesUsed: number;
  rejectionsLeft: number;
  locked: boolean;
  sessions: number;
}

export type LivenessInit = Partial<Pick<LivenessScript, 'triesUsed' | 'rejectionsLeft' | 'locked'>>;

export const livenessScriptOf = (init: LivenessInit = {}): LivenessScript => ({
  triesUsed: init.triesUsed ?? 0,
  rejectionsLeft: init.rejectionsLeft ?? 0,
  locked: init.locked ?? false,
  sessions: 0,
});

/** An answer of the sandbox's liveness service: a status and its JSON body. */
export interface LivenessReply {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/**
 * The lock-out (contracts/README.md): 423 Locked once the request is locked or has used its 5
 * tries; the app shows the 'Limits exceeded' page for it.
 */
const LOCKED: LivenessReply = {
  status: 423,
  body: { message: 'Too many video selfie attempts for this request' },
};

const isLocked = (script: LivenessScript): boolean => script.locked || script.triesUsed >= MAX_LIVENESS_TRIES;

/** GET session-token: a fresh token and the tries the request has left (`triesRemaining`). */
export function livenessSessionToken(requestId: string, script: LivenessScript): LivenessReply {
  if (isLocked(script)) return LOCKED;
  script.sessions += 1;
  return {
    status: 200,
    body: {
      sessionToken: `sandbox-liveness-${requestId}-${script.sessions}`,
      triesRemaining: MAX_LIVENESS_TRIES - script.triesUsed,
    },
  };
}

/**
 * POST verify `{ facescan, selfie_image }`: counts a try, then rejects (UNDETERMINED) while the
 * scenario says so, else passes with a face map. The selfie must be a base64 JPEG.
 */
export function livenessVerify(requestId: string, script: LivenessScript, body: unknown): LivenessReply {
  const selfie = (body as { selfie_image?: unknown } | null)?.selfie_image;
  if (typeof selfie !== 'string' || !selfie.startsWith('/9j/')) {
    return { status: 400, body: { error: 'selfie_image must be a base64 JPEG' } };
  }
  if (isLocked(script)) return LOCKED;
  script.triesUsed += 1;
  if (script.rejectionsLeft > 0) {
    script.rejectionsLeft -= 1;
    return { status: 200, body: { livenessStatus: 'UNDETERMINED', facemap: null } };
  }
  const faceMap = Buffer.from(`sandbox-face-map:${requestId}:${script.triesUsed}`).toString('base64');
  return { status: 200, body: { livenessStatus: 'PASSED', facemap: faceMap } };
}
