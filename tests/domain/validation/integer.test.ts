import { FORM_MESSAGES } from '../../../src/domain/forms/messages';
import { validateInteger } from '../../../src/domain/validation/integer';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';

describe('validateInteger', () => {
  it.each(['0', '7', '42', '9007199254740991', ' 12 '])('accepts %j', (value) => {
    expect(validateInteger(value)).toEqual({ valid: true });
  });

  it.each(['007', '00', '-1', '+1', '1.5', '1e3', '1 000', 'abc'])('rejects %j', (value) => {
    expect(validateInteger(value)).toEqual({ valid: false, message: VALIDATION_MESSAGES.integer });
  });

  it('rejects an empty value as required', () => {
    expect(validateInteger('')).toEqual({ valid: false, message: FORM_MESSAGES.required });
  });

  it('rejects a number too large to send exactly', () => {
    expect(validateInteger('9007199254740992')).toEqual({ valid: false, message: VALIDATION_MESSAGES.integerTooLarge });
  });
});
