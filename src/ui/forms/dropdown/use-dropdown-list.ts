import { useCallback, useMemo, useState } from 'react';
import { showsSearchBox } from '../../../domain/forms/dropdown';
import { matchingOptions, type EnumOption } from '../../../domain/forms/enum-options';
import { movedActiveIndex, typeAheadIndex, type NavigationKey } from '../../../domain/forms/listbox-navigation';
import { scrollTopRevealing } from '../../../domain/forms/virtual-window';

/** Where an opening list puts its active option. */
export type OpenAt = 'chosen' | 'first' | 'last';

interface ListState {
  readonly open: boolean;
  readonly query: string;
  /** The active option's position in the shown list; -1 when the list is empty. */
  readonly active: number;
  readonly scrollTop: number;
  /**
   * The applicant moved the active option with the keys or searched since the list opened: the
   * active option is their choice, which a single dropdown takes when focus leaves it. Pointing
   * with the mouse does not count.
   */
  readonly navigated: boolean;
}

const CLOSED: ListState = { open: false, query: '', active: -1, scrollTop: 0, navigated: false };

/** The state of a list that shows row `active` of `count`, scrolled as little as needed to show it. */
const showing = (state: ListState, active: number, count: number): ListState => ({
  ...state,
  active,
  scrollTop: active < 0 ? 0 : scrollTopRevealing(active, state.scrollTop, count),
});

/**
 * The open/closed state, search and active option of a dropdown's popup list, shared by the single
 * and multi-select controls; what picking an option does is theirs. The search box shows from
 * SEARCH_BOX_MIN_OPTIONS options (spec 001 §10.5), and the list keeps its scroll position here so
 * the virtual window is computed from it, never measured.
 */
export function useDropdownList(options: readonly EnumOption[]) {
  const [state, setState] = useState<ListState>(CLOSED);
  const searchable = showsSearchBox(options.length);
  const shown = useMemo(
    () => (searchable ? matchingOptions(options, state.query) : options),
    [options, searchable, state.query],
  );

  /** Opens on the chosen option (else the first), or on the first or last one (Home, End). */
  const openList = (at: OpenAt, chosen: readonly EnumOption[] = []) => {
    const first = options.findIndex((option) => chosen.includes(option));
    const active = at === 'last' ? options.length - 1 : at === 'chosen' ? Math.max(first, 0) : 0;
    const opened = { ...CLOSED, open: true, navigated: at !== 'chosen' };
    setState(showing(opened, options.length === 0 ? -1 : active, options.length));
  };

  const close = useCallback(() => setState(CLOSED), []);

  /** Searches (opening the list, for a character typed on the closed combobox): the first match is active. */
  const search = (query: string) => {
    const matches = matchingOptions(options, query);
    setState({ open: true, query, active: matches.length === 0 ? -1 : 0, scrollTop: 0, navigated: true });
  };

  const move = (key: NavigationKey) =>
    setState((current) => ({
      ...showing(current, movedActiveIndex(key, current.active, shown.length), shown.length),
      navigated: true,
    }));

  const activate = (position: number) => setState((current) => ({ ...current, active: position }));

  /**
   * Type-ahead in a list without a search box, from the active option (or `from`, the chosen one,
   * in a closed list); opens the list. False when no label starts with the character.
   */
  const typeAhead = (typed: string, from: number = state.active): boolean => {
    const position = typeAheadIndex(
      shown.map((option) => option.label),
      typed,
      from,
    );
    if (position < 0) return false;
    setState((current) => showing({ ...current, open: true, navigated: true }, position, shown.length));
    return true;
  };

  const scrolled = (scrollTop: number) => setState((current) => ({ ...current, scrollTop }));

  return {
    open: state.open,
    query: state.query,
    active: state.active,
    activeOption: shown[state.active] as EnumOption | undefined,
    scrollTop: state.scrollTop,
    navigated: state.navigated,
    searchable,
    shown,
    openList,
    close,
    search,
    move,
    activate,
    typeAhead,
    scrolled,
  };
}

export type DropdownList = ReturnType<typeof useDropdownList>;
