import { encodeBulkEmails } from '../encoding/bulk-emails';
import { readBox } from '../shared/field-readers';
import { ok } from '../shared/result';
import type { BulkEmailAnswer } from '../validation/bulk-email';
import { validateBulkEmail } from '../validation/bulk-email';
import { objectKind, readTrimmedTextList } from './answer-kind';

/**
 * The bulk e-mail question (spec 001 §5.9), sent as one newline-joined string. Spec 001 §5.9
 * judges `required` from the question's metadata; the CLI answer carries it, true by default.
 */
export const bulkEmail = objectKind<BulkEmailAnswer>(
  { emails: readTrimmedTextList, certified: readBox(), required: readBox(true) },
  {
    check: (answer) => validateBulkEmail(answer),
    encode: (answer) => ok(encodeBulkEmails(answer.emails)),
    describe: '{"emails":["…"],"certified":true|false,"required"?:true|false}',
  },
);
