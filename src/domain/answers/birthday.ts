import { encodeDateAnswer } from '../encoding/date-answer';
import { validateBirthday } from '../validation/birthday';
import { textKind } from './answer-kind';

/** The birthday question (spec 001 §5.15): a date before today, sent as year, month and day. */
export const birthday = textKind({
  check: (value, context) => validateBirthday(value, context.today),
  encode: (value) => encodeDateAnswer(value),
  describe: 'a date as MM/DD/YYYY, before today',
});
