import { BULK_EMAIL_TEXTS, validateBulkEmail } from '../../../src/domain/validation/bulk-email';
import { validateBoolean } from '../../../src/domain/validation/boolean';
import { validateConsent } from '../../../src/domain/validation/consent';
import { STATEMENT_OF_TRUTH_TEXTS, validateStatementOfTruth } from '../../../src/domain/validation/statement-of-truth';
import { validateStringEnum, validateStringEnumList } from '../../../src/domain/validation/string-enum';

describe('validateConsent', () => {
  it('is valid only when authorized is true', () => {
    expect(validateConsent({ authorized: true, requestedFreeCopy: false })).toEqual({ valid: true });
    expect(validateConsent({ authorized: false, requestedFreeCopy: true })).toEqual({
      valid: false,
      message: 'Tick "I have read and accept this disclosure" to continue',
    });
  });
});

describe('validateStatementOfTruth', () => {
  it('has the default consent text of the spec', () => {
    expect(STATEMENT_OF_TRUTH_TEXTS.defaultText).toBe(
      'By submitting this form I attest that the information contained herein is accurate, and the policy is active and in good standing',
    );
  });

  it('accepts either boolean value with a consent text', () => {
    expect(validateStatementOfTruth({ value: true, consentText: STATEMENT_OF_TRUTH_TEXTS.defaultText })).toEqual({
      valid: true,
    });
    expect(validateStatementOfTruth({ value: false, consentText: 'x' })).toEqual({ valid: true });
  });

  it('rejects an unanswered statement or a blank consent text', () => {
    expect(validateStatementOfTruth({ value: null, consentText: 'x' })).toEqual({
      valid: false,
      message: 'Answer the statement of truth',
    });
    expect(validateStatementOfTruth({ value: true, consentText: ' ' })).toEqual({
      valid: false,
      message: 'The statement of truth text is missing',
    });
  });
});

describe('validateBulkEmail', () => {
  it('labels the certification and clear button as the spec does', () => {
    expect(BULK_EMAIL_TEXTS.certification).toBe('I certify that the information above is complete and accurate.');
    expect(BULK_EMAIL_TEXTS.clearEmails).toBe('Clear Emails');
  });

  it('accepts valid e-mails with the certification checked', () => {
    expect(validateBulkEmail({ emails: ['a@x.com', ' b@x.com '], certified: true, required: true })).toEqual({
      valid: true,
    });
  });

  it("says 'This value is required' for an empty list when required", () => {
    expect(validateBulkEmail({ emails: [], certified: true, required: true })).toEqual({
      valid: false,
      message: 'This value is required',
    });
  });

  it('accepts an empty list when not required', () => {
    expect(validateBulkEmail({ emails: [], certified: true, required: false })).toEqual({ valid: true });
  });

  it("says 'Invalid email' when any entry is not an e-mail", () => {
    expect(validateBulkEmail({ emails: ['a@x.com', 'nope'], certified: true, required: true })).toEqual({
      valid: false,
      message: 'Invalid email',
    });
  });

  it('requires the certification', () => {
    expect(validateBulkEmail({ emails: ['a@x.com'], certified: false, required: true })).toEqual({
      valid: false,
      message: 'Tick "I certify that the information above is complete and accurate." to continue',
    });
  });
});

describe('validateBoolean', () => {
  it('is valid for true and false only', () => {
    expect(validateBoolean(true).valid).toBe(true);
    expect(validateBoolean(false).valid).toBe(true);
    expect(validateBoolean(null)).toEqual({ valid: false, message: 'Choose Yes or No' });
    expect(validateBoolean('true').valid).toBe(false);
  });
});

describe('string enums', () => {
  const options = ['red', 'green'];

  it('single select accepts a value among the options only', () => {
    expect(validateStringEnum('red', options)).toEqual({ valid: true });
    expect(validateStringEnum('blue', options)).toEqual({ valid: false, message: 'Choose one of the options' });
  });

  it('multi-select needs a non-empty list of options', () => {
    expect(validateStringEnumList(['red', 'green'], options)).toEqual({ valid: true });
    expect(validateStringEnumList([], options)).toEqual({
      valid: false,
      message: 'Choose at least one of the options',
    });
    expect(validateStringEnumList(['red', 'blue'], options).valid).toBe(false);
  });
});
