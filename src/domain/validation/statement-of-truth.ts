import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Spec 001 §5.15: the statement shown when the question supplies none. */
export const DEFAULT_STATEMENT_OF_TRUTH_TEXT =
  'By submitting this form I attest that the information contained herein is accurate, and the policy is active and in good standing';

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
