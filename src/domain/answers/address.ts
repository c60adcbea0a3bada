import { encodeAddress } from '../encoding/address';
import { ok } from '../shared/result';
import type { PostalAddress } from '../validation/address';
import { validateAddress } from '../validation/address';
import { objectKind, readTrimmedText } from './answer-kind';

/** The address question (spec 001 §5.6), sent as one line. */
export const address = objectKind<PostalAddress>(
  { street: readTrimmedText, city: readTrimmedText, state: readTrimmedText, postcode: readTrimmedText },
  {
    check: (answer) => validateAddress(answer),
    encode: (answer) => ok(encodeAddress(answer)),
    describe: '{"street","city","state","postcode"}',
  },
);
