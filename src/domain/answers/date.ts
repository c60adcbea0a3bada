import { encodeDateAnswer } from '../encoding/date-answer';
import { validateDate } from '../validation/date';
import { textKind } from './answer-kind';

/** The date question (spec 001 §5.15), sent as year, month and day. */
export const date = textKind({
  check: (value) => validateDate(value),
  encode: (value) => encodeDateAnswer(value),
  describe: 'a date as MM/DD/YYYY',
});
