/** The dropdown shows a search box from this many options on (spec 001 §10.5). */
export const SEARCH_BOX_MIN_OPTIONS = 10;
/** Height in pixels of one option in the virtual-scrolled list. */
export const VIRTUAL_SCROLL_ITEM_SIZE = 48;

export const showsSearchBox = (optionCount: number): boolean => optionCount >= SEARCH_BOX_MIN_OPTIONS;

/** The enum dropdown's Clear button: only when not required and a value exists (spec 001 §10.3). */
export const showsClearButton = (required: boolean, hasValue: boolean): boolean => !required && hasValue;

/** A multi-select keeps the applied selection apart from the one being edited (spec 001 §10.3). */
export interface MultiSelectState<T> {
  readonly applied: readonly T[];
  readonly draft: readonly T[];
}

/** Apply (or blur) makes the draft the selection. */
export const applySelection = <T>(state: MultiSelectState<T>): MultiSelectState<T> => ({
  applied: state.draft,
  draft: state.draft,
});

/** Cancel restores the earlier selection. */
export const cancelSelection = <T>(state: MultiSelectState<T>): MultiSelectState<T> => ({
  applied: state.applied,
  draft: state.applied,
});
