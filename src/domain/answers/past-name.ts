import { encodePastName } from '../encoding/past-name';
import { readBox } from '../shared/field-readers';
import { ok } from '../shared/result';
import type { PastName } from '../validation/past-name';
import { validatePastName } from '../validation/past-name';
import { objectKind } from './answer-kind';
import { NAME_FIELDS } from './full-name';

/** The past-name question (spec 001 §5.3): the checkbox and a name, sent as a Name or null. */
export const pastName = objectKind<PastName>(
  { hasPastName: readBox(), ...NAME_FIELDS },
  {
    check: (answer) => validatePastName(answer),
    encode: (answer) => ok(encodePastName(answer)),
    describe: '{"hasPastName":true|false,"first"?,"middle"?,"last"?}',
  },
);
