import { phonePlaceholder } from '../../../src/domain/forms/phone-placeholder';
import { DEFAULT_PHONE_COUNTRY, isPhoneValue } from '../../../src/domain/forms/phone-value';

describe("the schema form's phone rule", () => {
  it('starts in the US, so a number typed without its dial code is a US one', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
  });

  it("accepts '(646) 555-1234' read in the US: '+16465551234'", () => {
    expect(isPhoneValue('+16465551234')).toBe(true);
  });

  it.each([
    ['a US number whose area code no US number has', '+15551234567'],
    ['a US number one digit short', '+1646555123'],
    ['a US number one digit long', '+164655512345'],
    ['a Great Britain number of a US length', '+446465551234'],
    ['a dial code alone', '+1'],
    ['digits without a dial code', '6465551234'],
  ])('refuses %s (%s)', (_, value) => {
    expect(isPhoneValue(value)).toBe(false);
  });
});

describe("the phone field's placeholder", () => {
  it('is an example number of the country chosen, as it is typed there, which the rule accepts', () => {
    expect(phonePlaceholder('US', undefined)).toBe('(201) 555-0123');
    expect(phonePlaceholder('GB', undefined)).toBe('07400 123456');
    expect(phonePlaceholder('FR', undefined)).toBe('06 12 34 56 78');
    expect(isPhoneValue('+12015550123')).toBe(true);
  });

  it("is the schema's own while the default country is chosen, the country's example otherwise", () => {
    expect(phonePlaceholder('US', '(512) 555-0123')).toBe('(512) 555-0123');
    expect(phonePlaceholder(undefined, '(512) 555-0123')).toBe('(512) 555-0123');
    expect(phonePlaceholder('NZ', '(512) 555-0123')).toBe('021 123 4567');
  });
});
