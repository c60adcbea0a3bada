import { encodeStatementOfTruth } from '../encoding/statement-of-truth';
import { readFlag } from '../shared/json-fields';
import type { StatementOfTruth } from '../validation/statement-of-truth';
import { validateStatementOfTruth } from '../validation/statement-of-truth';
import { objectKind, readTrimmedText } from './answer-kind';

/** The statement-of-truth question (spec 001 §5.15): the answer and the text the applicant saw. */
export const statementOfTruth = objectKind<StatementOfTruth>(
  { value: readFlag, consentText: readTrimmedText },
  {
    check: (answer) => validateStatementOfTruth(answer),
    encode: (answer) => encodeStatementOfTruth(answer),
    describe: '{"value":true|false,"consentText"}',
  },
);
