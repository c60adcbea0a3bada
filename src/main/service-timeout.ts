/** Spec is silent on call time-outs: 30 s, long enough for an upload on a slow phone line. */
export const SERVICE_TIMEOUT_MS = 30_000;
