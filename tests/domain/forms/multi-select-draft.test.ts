import {
  applySelection,
  cancelSelection,
  clearShown,
  draftDiffers,
  editSelection,
  selectAllShown,
  toggleDraft,
} from '../../../src/domain/forms/dropdown';

const ORDER = ['a', 'b', 'c', 'd'];

describe('multi-select draft', () => {
  it('starts from the applied selection and keeps ticks in the enum order', () => {
    let state = editSelection(['c']);
    expect(state).toEqual({ applied: ['c'], draft: ['c'] });
    state = toggleDraft(state, 'a', ORDER);
    state = toggleDraft(state, 'd', ORDER);
    expect(state).toEqual({ applied: ['c'], draft: ['a', 'c', 'd'] });
    state = toggleDraft(state, 'c', ORDER);
    expect(state.draft).toEqual(['a', 'd']);
  });

  it('keeps a value the enum no longer offers at the end until it is unticked', () => {
    const state = toggleDraft(editSelection(['gone', 'c']), 'a', ORDER);
    expect(state.draft).toEqual(['a', 'c', 'gone']);
    expect(toggleDraft(state, 'gone', ORDER).draft).toEqual(['a', 'c']);
  });

  it('selects all and clears the options shown, keeping choices the search hides', () => {
    const state = editSelection(['a']);
    expect(selectAllShown(state, ORDER, ORDER).draft).toEqual(['a', 'b', 'c', 'd']);
    expect(selectAllShown(state, ['d', 'c'], ORDER).draft).toEqual(['a', 'c', 'd']);
    const all = editSelection(ORDER);
    expect(clearShown(all, ORDER).draft).toEqual([]);
    expect(clearShown(all, ['b', 'c']).draft).toEqual(['a', 'd']);
  });

  it('applies or cancels the draft, and tells when applying changes anything', () => {
    const editing = selectAllShown(editSelection(['a']), ['b'], ORDER);
    expect(draftDiffers(editing)).toBe(true);
    expect(applySelection(editing)).toEqual({ applied: ['a', 'b'], draft: ['a', 'b'] });
    expect(cancelSelection(editing)).toEqual({ applied: ['a'], draft: ['a'] });
    expect(draftDiffers(editSelection(['a']))).toBe(false);
    expect(draftDiffers(toggleDraft(toggleDraft(editSelection(['a']), 'b', ORDER), 'b', ORDER))).toBe(false);
  });
});
