import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { EnumOption } from '../../../domain/forms/enum-options';
import { FORM_LABELS } from '../../../domain/forms/messages';
import { CHOICE_CONTROL_TEXTS } from '../../texts/choice-control-texts';
import { OptionList } from './option-list';
import type { DropdownList } from './use-dropdown-list';

export interface DropdownPopupProps {
  /** The control's id: the popup's parts are named after it. */
  readonly id: string;
  readonly labelId: string;
  readonly list: DropdownList;
  readonly multiselectable: boolean;
  readonly isSelected: (option: EnumOption) => boolean;
  readonly onPick: (option: EnumOption) => void;
  readonly onSearchKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly searchRef: RefObject<HTMLInputElement | null>;
  /** The search box's maxlength: the field's maxLength, or 1024 (spec 001 §10.5, inputMaxLength). */
  readonly searchMaxLength: number | undefined;
  /** The multi-select's actions, under the list. */
  readonly children?: ReactNode;
}

export const listboxIdOf = (id: string): string => `${id}-listbox`;
export const optionIdOf = (id: string, option: EnumOption): string => `${id}-option-${option.index}`;

/** The id aria-activedescendant names: the active option's, while the list is open and has one. */
export const activeDescendantOf = (id: string, list: DropdownList): string | undefined =>
  list.open && list.activeOption !== undefined ? optionIdOf(id, list.activeOption) : undefined;

/**
 * The open dropdown: from SEARCH_BOX_MIN_OPTIONS options a search box (itself a combobox over the
 * list, WAI-ARIA APG 'combobox with listbox popup', as focus moves into it), 'No results' when
 * nothing matches (spec 001 §10.5), the virtual-scrolled list, and the multi-select's actions.
 */
export const DropdownPopup = observer(function DropdownPopup(props: DropdownPopupProps) {
  const { id, labelId, list } = props;
  const searchLabelId = `${id}-search-label`;
  const popupRef = useRef<HTMLDivElement>(null);
  // An opening list near the bottom of the screen scrolls the page just enough to show it whole.
  // In braces: newer browsers return a promise from scrollIntoView, which must not become the
  // effect's clean-up (and jsdom has no scrollIntoView at all).
  useLayoutEffect(() => {
    void popupRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div ref={popupRef} className="dropdown__popup">
      {list.searchable && (
        <>
          <span id={searchLabelId} hidden>
            {CHOICE_CONTROL_TEXTS.search}
          </span>
          <input
            ref={props.searchRef}
            id={`${id}-search`}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={listboxIdOf(id)}
            aria-activedescendant={activeDescendantOf(id, list)}
            aria-labelledby={`${searchLabelId} ${labelId}`}
            className="field__input dropdown__search"
            placeholder={CHOICE_CONTROL_TEXTS.search}
            autoComplete="off"
            spellCheck={false}
            maxLength={props.searchMaxLength}
            value={list.query}
            onChange={(event) => list.search(event.target.value)}
            onKeyDown={props.onSearchKeyDown}
          />
        </>
      )}
      <p className="dropdown__empty" role="status">
        {list.shown.length === 0 ? FORM_LABELS.noResults : ''}
      </p>
      <OptionList
        id={listboxIdOf(id)}
        labelId={labelId}
        options={list.shown}
        active={list.active}
        scrollTop={list.scrollTop}
        multiselectable={props.multiselectable}
        isSelected={props.isSelected}
        optionId={(option) => optionIdOf(id, option)}
        onPick={props.onPick}
        onHover={list.activate}
        onScroll={list.scrolled}
      />
      {props.children}
    </div>
  );
});
