/**
 * How a request's document verification behaves (the ID scan scenarios): what each upload for
 * verification (POST /IDVerify) answers, in order. 'pass': readable, waiting on the first poll and
 * ok on the next; a failure reason (GLARE, SHARPNESS, GLARE_SHARPNESS, UNKNOWN, PROVIDER): the
 * readability check answers not readable with it; 'waiting': readable, but the verdict never comes
 * (the app times out and falls back to the legacy submit). Uploads past the script pass, so a
 * retake after the scripted failures goes through. The count is per request, so a reload does not
 * start the script again.
 */
export type IdUploadOutcome = 'pass' | 'waiting' | { readonly failureReason: string };

export interface IdVerificationScript {
  readonly outcomes: readonly IdUploadOutcome[];
  uploads: number;
}

export const idVerificationScriptOf = (outcomes: readonly IdUploadOutcome[] = []): IdVerificationScript => ({
  outcomes,
  uploads: 0,
});

/** The outcome of the next upload, counting it. */
export function nextIdUpload(script: IdVerificationScript): IdUploadOutcome {
  const outcome = script.outcomes[script.uploads] ?? 'pass';
  script.uploads += 1;
  return outcome;
}

/** GET /IDReadabilityCheck for uploads with these outcomes: the first failure's reason, else readable. */
export function readabilityOf(outcomes: readonly IdUploadOutcome[]): {
  readonly readable: boolean;
  readonly failureReason: string | null;
} {
  const failure = outcomes.find((outcome) => typeof outcome === 'object');
  return failure === undefined ? { readable: true, failureReason: null } : { readable: false, ...failure };
}
