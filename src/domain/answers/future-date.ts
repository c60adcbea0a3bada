import { encodeDateAnswer } from '../encoding/date-answer';
import { validateFutureDate } from '../validation/future-date';
import { textKind } from './answer-kind';

/** The future-date question (spec 001 §5.15): today or later, sent as year, month and day. */
export const futureDate = textKind({
  check: (value, context) => validateFutureDate(value, context.today),
  encode: (value) => encodeDateAnswer(value),
  describe: 'a date as MM/DD/YYYY, today or later',
});
