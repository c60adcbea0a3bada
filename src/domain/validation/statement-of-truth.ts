import { catalogue } from '../language/translation';
import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/**
 * Spec 001 §5.15: the statement recorded with the answer (its consentText) when the question
 * supplies none. A value sent to the service, so English whatever the language shown (issue 28);
 * what the applicant reads is STATEMENT_OF_TRUTH_TEXTS.defaultText.
 */
export const DEFAULT_STATEMENT_OF_TRUTH_RECORD =
  'By submitting this form I attest that the information contained herein is accurate, and the policy is active and in good standing';

/** The statement-of-truth texts, a catalogue (issue 28): read when shown. */
export const STATEMENT_OF_TRUTH_TEXTS = catalogue('STATEMENT_OF_TRUTH_TEXTS', {
  /** Spec 001 §5.15: the statement shown when the question supplies none. */
  defaultText: DEFAULT_STATEMENT_OF_TRUTH_RECORD,
} as const);

export interface StatementOfTruth {
  /** null while the applicant has not answered. */
  readonly value: boolean | null;
  readonly consentText: string;
}

/** Spec 001 §5.15: value is a boolean and consentText is non-empty. */
export function validateStatementOfTruth(statement: StatementOfTruth): Verdict {
  if (statement.value === null) return invalid(VALIDATION_MESSAGES.statementRequired);
  return statement.consentText.trim() === '' ? invalid(VALIDATION_MESSAGES.statementTextRequired) : VALID;
}
