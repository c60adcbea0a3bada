import { encodeAddress } from '../encoding/address';
import { readText } from '../shared/json-fields';
import { ok } from '../shared/result';
import type { PostalAddress } from '../validation/address';
import { validateAddress } from '../validation/address';
import { objectKind } from './answer-kind';

/** The address question (spec 001 §5.6), sent as one line. */
export const address = objectKind<PostalAddress>(
  { street: readText, city: readText, state: readText, postcode: readText },
  {
    check: (answer) => validateAddress(answer),
    encode: (answer) => ok(encodeAddress(answer)),
    describe: '{"street","city","state","postcode"}',
  },
);
