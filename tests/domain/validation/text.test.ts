import { FORM_MESSAGES } from '../../../src/domain/forms/messages';
import { validateLettersDigitsHyphenSpace, validateText } from '../../../src/domain/validation/text';

describe('validateText', () => {
  it('accepts any non-blank text', () => {
    expect(validateText(' x ')).toEqual({ valid: true });
  });

  it('rejects text that is blank after trimming', () => {
    expect(validateText(' \t\n')).toEqual({ valid: false, message: FORM_MESSAGES.required });
  });
});

describe('validateLettersDigitsHyphenSpace', () => {
  it.each(['Mary-Jane 2', 'ABC123', 'José Zoë', ' padded '])('accepts %j', (value) => {
    expect(validateLettersDigitsHyphenSpace(value)).toEqual({ valid: true });
  });

  it.each(["O'Brien", 'a_b', 'a.b', 'a/b', 'a\tb'])('rejects %j', (value) => {
    expect(validateLettersDigitsHyphenSpace(value)).toEqual({
      valid: false,
      message: 'Use only letters, digits, hyphens and spaces',
    });
  });

  it('rejects blank text as required', () => {
    expect(validateLettersDigitsHyphenSpace('  ')).toEqual({ valid: false, message: FORM_MESSAGES.required });
  });
});
