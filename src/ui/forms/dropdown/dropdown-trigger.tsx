import type { KeyboardEvent, Ref } from 'react';
import { valueAria } from '../control-props';
import { activeDescendantOf, listboxIdOf } from './dropdown-popup';
import { onTriggerKeyUp } from './dropdown-keys';
import type { DropdownList } from './use-dropdown-list';
import './dropdown.css';

export interface DropdownTriggerProps {
  readonly id: string;
  readonly labelId: string;
  readonly disabled: boolean;
  readonly required: boolean;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly list: DropdownList;
  /** What is chosen, as the applicant reads it; null shows the placeholder. */
  readonly text: string | null;
  readonly placeholder: string;
  readonly onToggle: () => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  readonly ref: Ref<HTMLButtonElement>;
}

/**
 * The closed dropdown: a button with the combobox role (WAI-ARIA APG select-only combobox), named
 * by the field's label, showing the choice or the placeholder. A native button, so it is focusable,
 * disabled and clickable as any button is. It takes the value, so it carries aria-invalid and the
 * field's description; while the list is open without a search box, focus stays on it and it
 * points at the active option.
 */
export function DropdownTrigger(props: DropdownTriggerProps) {
  const { id, list } = props;
  return (
    <button
      ref={props.ref}
      id={id}
      type="button"
      role="combobox"
      className="field__input dropdown__trigger"
      aria-labelledby={props.labelId}
      aria-haspopup="listbox"
      aria-expanded={list.open}
      // Named only while the list exists: an id reference must point at something.
      aria-controls={list.open ? listboxIdOf(id) : undefined}
      aria-activedescendant={list.searchable ? undefined : activeDescendantOf(id, list)}
      {...valueAria(props)}
      disabled={props.disabled}
      onClick={props.onToggle}
      onKeyDown={props.onKeyDown}
      onKeyUp={onTriggerKeyUp}
    >
      <span className={props.text === null ? 'dropdown__placeholder' : 'dropdown__value'}>
        {props.text ?? props.placeholder}
      </span>
      <span className="dropdown__arrow" aria-hidden="true" />
    </button>
  );
}
