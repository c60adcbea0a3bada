import fc from 'fast-check';
import { formatUsDateTyping } from '../../../src/domain/validation/us-date-typing';

describe('formatUsDateTyping', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1225', '12/25'],
    ['12252', '12/25/2'],
    ['12252000', '12/25/2000'],
  ])('adds the slashes to the digits %j typed on a keypad without one', (typed, shown) => {
    expect(formatUsDateTyping(typed)).toBe(shown);
  });

  it('keeps a date typed with its slashes as it is', () => {
    expect(formatUsDateTyping('12/25/2000')).toBe('12/25/2000');
    expect(formatUsDateTyping('12/')).toBe('12/');
    expect(formatUsDateTyping('12/25/')).toBe('12/25/');
  });

  it('pads a one-digit month or day closed by a slash', () => {
    expect(formatUsDateTyping('1/')).toBe('01/');
    expect(formatUsDateTyping('1/5/2000')).toBe('01/05/2000');
  });

  it('drops slashes that close nothing and digits beyond the year', () => {
    expect(formatUsDateTyping('/')).toBe('');
    expect(formatUsDateTyping('12//25')).toBe('12/25');
    expect(formatUsDateTyping('12/25/2000/')).toBe('12/25/2000');
    expect(formatUsDateTyping('122520001')).toBe('12/25/2000');
  });

  it('leaves text with other characters as typed, for the validator to explain', () => {
    expect(formatUsDateTyping('2000-12-25')).toBe('2000-12-25');
    expect(formatUsDateTyping(' 12/25/2000')).toBe(' 12/25/2000');
    expect(formatUsDateTyping('Dec 25')).toBe('Dec 25');
  });

  it('lets the applicant delete back to a bare month', () => {
    expect(formatUsDateTyping('12/2')).toBe('12/2');
    expect(formatUsDateTyping('12/')).toBe('12/');
    expect(formatUsDateTyping('12')).toBe('12');
  });

  it('changes nothing when applied to its own result', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', '/', '-', ' ') }), (typed) => {
        const once = formatUsDateTyping(typed);
        expect(formatUsDateTyping(once)).toBe(once);
      }),
    );
  });

  it('never shows more than the ten characters of MM/DD/YYYY for digits and slashes', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '3', '7', '/') }), (typed) => {
        expect(formatUsDateTyping(typed).length).toBeLessThanOrEqual(10);
      }),
    );
  });
});
