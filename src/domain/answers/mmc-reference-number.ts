import { encodeMmcReference } from '../encoding/tax-ids';
import { validateMmcReference } from '../validation/mmc-reference';
import { encodedOrInvalid, textKind } from './answer-kind';

/** The MMC reference number question (spec 001 §5.5), sent as its seven digits. */
export const mmcReferenceNumber = textKind({
  check: (value) => validateMmcReference(value),
  encode: (value) => encodedOrInvalid(encodeMmcReference(value)),
  describe: '7 digits; dashes and spaces allowed',
});
