import type { KeyboardEvent } from 'react';
import { isNavigationKey, isPrintableKey } from '../../../domain/forms/listbox-navigation';
import type { DropdownList, OpenAt } from './use-dropdown-list';

export interface DropdownKeyActions {
  /** Opens the list (on the chosen option, or the first or last). */
  readonly openAt: (at: OpenAt) => void;
  /** Enter (and Space on the combobox): picks or ticks the active option. */
  readonly pickActive: () => void;
  /** Escape: closes, focus back on the combobox. */
  readonly escape: () => void;
  /** Moves focus into the open list's search box. */
  readonly focusSearch: () => void;
  /** Tab on the combobox of an open list, before focus moves on (the single dropdown closes it). */
  readonly tabFromTrigger?: () => void;
  /** The chosen option's position in the whole list, where a closed list's type-ahead starts. */
  readonly chosenPosition: number;
}

const OPENING_KEYS: Readonly<Record<string, OpenAt>> = {
  ArrowDown: 'chosen',
  ArrowUp: 'chosen',
  Enter: 'chosen',
  ' ': 'chosen',
  Home: 'first',
  End: 'last',
};

/**
 * The keyboard of a dropdown (WAI-ARIA APG select-only combobox), on the combobox button
 * (`from: 'trigger'`) or in the popup's search box (`from: 'search'`). Closed: the arrows, Enter
 * and Space open it, Home and End open it on the first or last option, a typed character starts a
 * search (with a search box) or jumps to the next option starting with it. Open: the arrows,
 * Home/End and PageUp/PageDown move the active option, Enter picks it, and so does Space on the
 * combobox (in the search box a space is typed), Escape closes. Tab moves focus on as ever (the
 * control's focus-leaving rule applies), after `tabFromTrigger` when it leaves the combobox.
 */
export function onDropdownKey(
  event: KeyboardEvent<HTMLElement>,
  list: DropdownList,
  from: 'trigger' | 'search',
  actions: DropdownKeyActions,
): void {
  const { key } = event;
  const typed = isPrintableKey(key, event.altKey || event.ctrlKey || event.metaKey);
  if (!list.open) {
    const at = OPENING_KEYS[key];
    if (at !== undefined) {
      event.preventDefault();
      actions.openAt(at);
    } else if (typed && list.searchable) {
      event.preventDefault();
      list.search(key);
    } else if (typed && list.typeAhead(key, actions.chosenPosition)) {
      event.preventDefault();
    }
    return;
  }
  if (isNavigationKey(key)) {
    event.preventDefault();
    list.move(key);
  } else if (key === 'Enter' || (key === ' ' && from === 'trigger')) {
    event.preventDefault();
    actions.pickActive();
  } else if (key === 'Escape') {
    event.preventDefault();
    actions.escape();
  } else if (key === 'Tab' && from === 'trigger') {
    actions.tabFromTrigger?.();
  } else if (typed && from === 'trigger' && list.searchable) {
    // Typed before focus reached the search box (or after going back to the combobox): it searches.
    event.preventDefault();
    list.search(list.query + key);
    actions.focusSearch();
  } else if (typed && from === 'trigger' && list.typeAhead(key)) {
    event.preventDefault();
  }
}

/** A button clicks on Space's key-up in some browsers: the key-down already acted on it. */
export function onTriggerKeyUp(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === ' ') event.preventDefault();
}
