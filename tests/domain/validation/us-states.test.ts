import { validateUsState } from '../../../src/domain/validation/us-state';
import { US_STATES, isUsStateCode } from '../../../src/domain/validation/us-states';

const FIFTY_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

describe('US_STATES', () => {
  it('holds the 50 states, DC and the territories AS, GU, MP, PR, VI and UM, each once', () => {
    const codes = US_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...FIFTY_STATES, 'DC', 'AS', 'GU', 'MP', 'PR', 'VI', 'UM'].sort());
  });

  it('names each code for the dropdown, sorted by name', () => {
    expect(US_STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia');
    expect(US_STATES.find((s) => s.code === 'PR')?.name).toBe('Puerto Rico');
    const names = US_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('validateUsState', () => {
  it('accepts a code, ignoring surrounding whitespace', () => {
    expect(validateUsState('TX')).toEqual({ valid: true });
    expect(validateUsState(' VI ')).toEqual({ valid: true });
  });

  it('asks for a state when none is given', () => {
    expect(validateUsState('')).toEqual({ valid: false, message: 'State is required' });
  });

  it.each(['ZZ', 'tx', 'Texas', 'USA'])('rejects %j', (value) => {
    expect(isUsStateCode(value.trim())).toBe(false);
    expect(validateUsState(value)).toEqual({
      valid: false,
      message: 'Choose a US state, territory or DC by its two-letter code',
    });
  });
});
