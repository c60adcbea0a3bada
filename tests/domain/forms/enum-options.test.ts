import { enumOptions, labelOfValue, matchingOptions, optionOf } from '../../../src/domain/forms/enum-options';

describe('enum options', () => {
  it('labels each value with the enumLabels entry at its position', () => {
    expect(enumOptions({ enum: ['ca', 'ny'], enumLabels: ['California', 'New York'] })).toEqual([
      { index: 0, value: 'ca', label: 'California' },
      { index: 1, value: 'ny', label: 'New York' },
    ]);
  });

  it('shows the value as text where no label is given', () => {
    expect(enumOptions({ enum: [1, 2.5, true, 'x'], enumLabels: ['One', '  '] }).map((o) => o.label)).toEqual([
      'One',
      '2.5',
      'true',
      'x',
    ]);
  });

  it('offers a repeated value once and leaves empty values out, keeping each option at its enum position', () => {
    expect(enumOptions({ enum: ['a', null, 'b', 'a', 1, '1', ' '] })).toEqual([
      { index: 0, value: 'a', label: 'a' },
      { index: 2, value: 'b', label: 'b' },
      { index: 4, value: 1, label: '1' },
      { index: 5, value: '1', label: '1' },
    ]);
  });

  it('has no options without an enum', () => {
    expect(enumOptions({ type: 'string' })).toEqual([]);
    expect(enumOptions(undefined)).toEqual([]);
  });

  const states = enumOptions({ enum: ['ca', 'ny', 'nv'], enumLabels: ['California', 'New York', 'Nevada'] });

  it('filters by label, ignoring case and the spaces around the query', () => {
    expect(matchingOptions(states, '  NEW ').map((o) => o.value)).toEqual(['ny']);
    expect(matchingOptions(states, 'a').map((o) => o.value)).toEqual(['ca', 'nv']);
    expect(matchingOptions(states, 'ny')).toEqual([]);
    expect(matchingOptions(states, ' ')).toBe(states);
  });

  it('finds the option of a value by type and value, and names a value the enum no longer offers', () => {
    const numbers = enumOptions({ enum: [1, 2], enumLabels: ['One', 'Two'] });
    expect(optionOf(numbers, 2)?.label).toBe('Two');
    expect(optionOf(numbers, '2')).toBeUndefined();
    expect(labelOfValue(numbers, 1)).toBe('One');
    expect(labelOfValue(numbers, 'gone')).toBe('gone');
  });
});
