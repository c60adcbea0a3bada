import {
  addItemBlock,
  addItemLabel,
  canAddItem,
  canDeleteItem,
  emptyItemFor,
  isItemRequired,
  padToMinItems,
} from '../../../src/domain/forms/array-rules';
import { FORM_LABELS } from '../../../src/domain/forms/messages';

describe('array rules', () => {
  const list = { type: 'array', minItems: 2, maxItems: 3, items: { type: 'object' } } as const;

  it('pads an empty array with empty items up to minItems', () => {
    expect(padToMinItems([], list)).toEqual([{}, {}]);
    expect(padToMinItems([{ a: 1 }], list)).toEqual([{ a: 1 }, {}]);
    const full = [1, 2, 3];
    expect(padToMinItems(full, list)).toBe(full);
  });

  it('makes empty items of the right kind', () => {
    expect(emptyItemFor({ type: 'string' })).toBe('');
    expect(emptyItemFor({ type: 'array' })).toEqual([]);
    expect(emptyItemFor({ type: 'integer' })).toBeNull();
    expect(emptyItemFor(undefined)).toBeNull();
  });

  it('requires the first minItems items of a required list', () => {
    const required = { required: true, blank: true };
    expect([0, 1, 2].map((i) => isItemRequired(i, list, required))).toEqual([true, true, false]);
  });

  it('requires no item of an optional list left blank, the first minItems once it is started', () => {
    expect([0, 1].map((i) => isItemRequired(i, list, { required: false, blank: true }))).toEqual([false, false]);
    expect([0, 1, 2].map((i) => isItemRequired(i, list, { required: false, blank: false }))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('disables add when the array is invalid or at maxItems', () => {
    expect(canAddItem(list, 2, true)).toBe(true);
    expect(canAddItem(list, 2, false)).toBe(false);
    expect(canAddItem(list, 3, true)).toBe(false);
    expect(canAddItem({ type: 'array' }, 100, true)).toBe(true);
  });

  it('says why add is disabled: a full list first, then an invalid one', () => {
    expect(addItemBlock(list, 2, true)).toBeNull();
    expect(addItemBlock(list, 2, false)).toEqual({ reason: 'invalid' });
    expect(addItemBlock(list, 3, false)).toEqual({ reason: 'full', maxItems: 3 });
    expect(addItemBlock(list, 3, true)).toEqual({ reason: 'full', maxItems: 3 });
  });

  it('deletes only while the count exceeds minItems', () => {
    expect(canDeleteItem(list, 2)).toBe(false);
    expect(canDeleteItem(list, 3)).toBe(true);
    expect(canDeleteItem({ type: 'array' }, 1)).toBe(true);
  });

  it("labels the add button 'ADD' unless addItemTitle is set", () => {
    expect(addItemLabel({ type: 'array' }, FORM_LABELS.addItem)).toBe('ADD');
    expect(addItemLabel({ type: 'array', addItemTitle: 'Add owner' }, FORM_LABELS.addItem)).toBe('Add owner');
  });
});
