import { encodeName } from '../encoding/name';
import type { FieldReaders } from '../shared/field-readers';
import { ok } from '../shared/result';
import type { FullName } from '../validation/full-name';
import { validateFullName } from '../validation/full-name';
import { objectKind, readTrimmedText } from './answer-kind';

export const NAME_FIELDS: FieldReaders<FullName> = {
  first: readTrimmedText,
  middle: readTrimmedText,
  last: readTrimmedText,
};

/** The full-name question (spec 001 §5.2), sent as a Name. */
export const fullName = objectKind(NAME_FIELDS, {
  check: (answer) => validateFullName(answer),
  encode: (answer) => ok(encodeName(answer)),
  describe: '{"first","middle"?,"last"}',
});
