/** The checks a case needs (required_check: needs_business_entity_check, ...). */
export interface RequiredChecks {
  readonly businessEntity: boolean;
  readonly fieldWorkerCriminal: boolean;
  readonly businessOwner: boolean;
}

/** An e-mail list answer (gls.* attribute types): a confirmed flag plus the e-mails. */
export interface EmailListAnswer {
  readonly confirmed: boolean;
  readonly emails: readonly string[];
}

/**
 * An immediate case (spec 000 §4): the only required check is field-worker criminal or business
 * owner, and there is one question.
 */
export function isImmediateCase(checks: RequiredChecks, questionCount: number): boolean {
  const onlyFieldWorker = checks.fieldWorkerCriminal && !checks.businessOwner && !checks.businessEntity;
  const onlyOwner = checks.businessOwner && !checks.fieldWorkerCriminal && !checks.businessEntity;
  return (onlyFieldWorker || onlyOwner) && questionCount === 1;
}

/**
 * The answer an immediate case submits by itself: the user's own e-mail as the list, after which
 * a transition is requested; null when the case is not immediate.
 *
 * Spec is silent on the confirmed flag: the user is the only person listed and nothing is left to
 * confirm, so it is true. Spec is silent on a user without a known e-mail: nothing can be
 * pre-filled, so the case is handled as a normal form (null).
 */
export function immediateCaseAnswer(
  checks: RequiredChecks,
  questionCount: number,
  userEmail: string | null,
): EmailListAnswer | null {
  if (!isImmediateCase(checks, questionCount) || userEmail === null || userEmail.trim() === '') return null;
  return { confirmed: true, emails: [userEmail.trim()] };
}
