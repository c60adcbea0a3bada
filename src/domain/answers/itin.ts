import { encodeItin } from '../encoding/tax-ids';
import { validateItin } from '../validation/itin';
import { encodedOrInvalid, textKind } from './answer-kind';

/** An ITIN on its own (a CLI kind: no question has this input kind), sent as its nine digits. */
export const itin = textKind({
  check: (value) => validateItin(value),
  encode: (value) => encodedOrInvalid(encodeItin(value)),
  describe: 'an ITIN: 9##-##-####, 9## ## #### or 9########',
});
