/** What a question contributes to a submission: spec 001 §3.2. */
export interface SubmittableQuestion {
  readonly attrType: string;
  readonly shareWith: readonly string[];
  readonly metadata?: { readonly submissionAttrType?: string };
}

export interface SubmissionEntry {
  readonly shareWith: readonly string[];
  readonly value: unknown;
}

/** The answers of a submission keyed by attribute type. */
export type Submission = Readonly<Record<string, SubmissionEntry>>;

/** The key a question's answer is sent under: metadata.submissionAttrType when set, else its attrType. */
export function submissionKey(question: SubmittableQuestion): string {
  const override = question.metadata?.submissionAttrType?.trim();
  return override ? override : question.attrType;
}

/** Spec 001 §3.2: { [attrType or metadata.submissionAttrType]: { shareWith, value } }. */
export function submissionFor(question: SubmittableQuestion, value: unknown): Submission {
  return { [submissionKey(question)]: { shareWith: question.shareWith, value } };
}

/**
 * For answers sent as several attributes (consent, document images): each attribute shared as
 * the question is. Spec is silent on their shareWith: the question's list applies to each.
 */
export function submissionOfAttributes(
  question: SubmittableQuestion,
  attributes: Readonly<Record<string, unknown>>,
): Submission {
  return Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => [key, { shareWith: question.shareWith, value }]),
  );
}
