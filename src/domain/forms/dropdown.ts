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

/** Starting to edit: the draft is the applied selection. */
export const editSelection = <T>(applied: readonly T[]): MultiSelectState<T> => ({ applied, draft: applied });

/**
 * The draft with `value` chosen or no longer chosen. A selection is kept in `order` (the enum's),
 * whatever order the applicant ticked it in, so the same choices always send the same answer; a
 * kept value the enum no longer offers stays at the end until unticked.
 */
export function toggleDraft<T>(state: MultiSelectState<T>, value: T, order: readonly T[]): MultiSelectState<T> {
  const draft = state.draft.includes(value)
    ? state.draft.filter((chosen) => chosen !== value)
    : inOrder([...state.draft, value], order);
  return { applied: state.applied, draft };
}

/**
 * SELECT ALL: every option shown is chosen. Spec is silent on a filtered list: SELECT ALL and
 * CLEAR act on the options the search shows (all of them without a search), which is what the
 * applicant sees them act on; choices hidden by the search are kept.
 */
export const selectAllShown = <T>(
  state: MultiSelectState<T>,
  shown: readonly T[],
  order: readonly T[],
): MultiSelectState<T> => ({
  applied: state.applied,
  draft: inOrder([...state.draft, ...shown.filter((value) => !state.draft.includes(value))], order),
});

/** CLEAR: no option shown is chosen (see selectAllShown). */
export const clearShown = <T>(state: MultiSelectState<T>, shown: readonly T[]): MultiSelectState<T> => ({
  applied: state.applied,
  draft: state.draft.filter((value) => !shown.includes(value)),
});

/** Whether Apply would change the answer. */
export const draftDiffers = <T>(state: MultiSelectState<T>): boolean =>
  state.draft.length !== state.applied.length || state.draft.some((value, index) => value !== state.applied[index]);

function inOrder<T>(values: readonly T[], order: readonly T[]): T[] {
  const rank = (value: T) => {
    const index = order.indexOf(value);
    return index < 0 ? order.length : index;
  };
  return values
    .map((value, position) => ({ value, position }))
    .sort((a, b) => rank(a.value) - rank(b.value) || a.position - b.position)
    .map(({ value }) => value);
}
