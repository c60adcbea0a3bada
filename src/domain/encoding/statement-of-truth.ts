import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { VALIDATION_MESSAGES } from '../validation/messages';
import type { StatementOfTruth } from '../validation/statement-of-truth';

/** Spec 001 §3.3: value (boolean) and the consent text the applicant saw. */
export interface EncodedStatementOfTruth {
  readonly value: boolean;
  readonly consentText: string;
}

export function encodeStatementOfTruth(statement: StatementOfTruth): Result<EncodedStatementOfTruth, string> {
  if (statement.value === null) return err(VALIDATION_MESSAGES.statementRequired);
  return ok({ value: statement.value, consentText: statement.consentText.trim() });
}
