import { encodeCprData } from '../encoding/cpr-data';
import { ok } from '../shared/result';
import type { CprAnswer } from '../validation/cpr';
import { validateCpr } from '../validation/cpr';
import { objectKind, readTrimmedText } from './answer-kind';

/** The CPR certification question (spec 001 §5.4), sent as CPRData. */
export const cpr = objectKind<CprAnswer>(
  { provider: readTrimmedText, certId: readTrimmedText },
  {
    check: (answer) => validateCpr(answer),
    encode: (answer) => ok(encodeCprData(answer)),
    describe: '{"provider":"American Heart Association"|"American Red Cross","certId"}',
  },
);
