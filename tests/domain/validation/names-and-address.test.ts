import { validateAddress } from '../../../src/domain/validation/address';
import { validateFullName } from '../../../src/domain/validation/full-name';
import { PAST_NAME_TEXTS, validatePastName } from '../../../src/domain/validation/past-name';

describe('validateFullName', () => {
  it('accepts first and last with no middle name', () => {
    expect(validateFullName({ first: 'Ann', middle: '', last: 'Lee' })).toEqual({ valid: true });
  });

  it('requires a non-blank first name', () => {
    expect(validateFullName({ first: '  ', middle: 'B', last: 'Lee' })).toEqual({
      valid: false,
      message: 'First name is required',
    });
  });

  it('requires a non-blank last name', () => {
    expect(validateFullName({ first: 'Ann', middle: 'B', last: '\t' })).toEqual({
      valid: false,
      message: 'Last name is required',
    });
  });
});

describe('validatePastName', () => {
  it('labels the checkbox as the spec does', () => {
    expect(PAST_NAME_TEXTS.checkbox).toBe('I have a maiden name or previous name to report');
  });

  it('is valid when the box is unchecked, whatever the names', () => {
    expect(validatePastName({ hasPastName: false, first: '', middle: '', last: '' })).toEqual({ valid: true });
  });

  it('requires first and last when the box is checked', () => {
    expect(validatePastName({ hasPastName: true, first: '', middle: '', last: 'Lee' })).toEqual({
      valid: false,
      message: 'First name is required',
    });
    expect(validatePastName({ hasPastName: true, first: 'Ann', middle: '', last: '' })).toEqual({
      valid: false,
      message: 'Last name is required',
    });
    expect(validatePastName({ hasPastName: true, first: 'Ann', middle: '', last: 'Smith' })).toEqual({ valid: true });
  });
});

describe('validateAddress', () => {
  const address = { street: '1 Main St', city: 'Austin', state: 'TX', postcode: '78701' };

  it('accepts a complete address', () => {
    expect(validateAddress(address)).toEqual({ valid: true });
  });

  it.each([
    ['street', 'Street address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['postcode', 'ZIP code is required'],
  ])('requires the %s', (field, message) => {
    expect(validateAddress({ ...address, [field]: ' ' })).toEqual({ valid: false, message });
  });

  it('requires the state to be one of the dropdown codes', () => {
    expect(validateAddress({ ...address, state: 'Texas' })).toEqual({
      valid: false,
      message: 'Choose a US state, territory or DC by its two-letter code',
    });
  });
});
