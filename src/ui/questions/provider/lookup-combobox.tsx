import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { describedBy, FieldMessage } from '../../components/field-message';
import { PROVIDER_FIELD_TEXTS } from '../../texts/provider-field-texts';
import { FieldLabel } from '../../components/field-label';

export interface LookupOption {
  readonly key: string;
  readonly label: string;
}

export interface LookupComboboxProps {
  readonly id: string;
  readonly label: string;
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  /** The matches of the query (already capped at 10 by the view model). */
  readonly options: readonly LookupOption[];
  readonly onPick: (index: number) => void;
  readonly onBlur?: () => void;
  readonly placeholder?: string;
  readonly error?: string | null;
  /** Ids of other texts describing the input (a notice). */
  readonly describedBy?: string | null;
}

/**
 * An autocomplete following the WAI-ARIA combobox pattern (list autocomplete): typing opens the
 * list of matches, ArrowDown/ArrowUp move the active option (aria-activedescendant), Enter picks
 * it, Escape closes the list; a click picks an option too. Focus stays in the input throughout.
 */
export const LookupCombobox = observer(function LookupCombobox(props: LookupComboboxProps) {
  const { id, label, query, options, onPick, onQueryChange, error } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-listbox`;
  const errorId = error ? `${id}-error` : null;
  const expanded = open && options.length > 0;
  const activeIndex = active < options.length ? active : -1;

  const pick = (index: number) => {
    onPick(index);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (options.length > 0) setActive(activeIndex < 0 ? 0 : (activeIndex + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (options.length > 0) setActive(activeIndex <= 0 ? options.length - 1 : activeIndex - 1);
        break;
      case 'Enter':
        if (expanded && activeIndex >= 0) {
          event.preventDefault();
          pick(activeIndex);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className="field combobox">
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      <div className="field__frame combobox__frame">
        <input
          id={id}
          className="field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(props.describedBy, errorId)}
          placeholder={props.placeholder}
          required
          value={query}
          onChange={(event) => {
            onQueryChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            props.onBlur?.();
          }}
        />
      </div>
      <ul id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? 'combobox__option combobox__option--active' : 'combobox__option'}
            // Picks before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(index);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? PROVIDER_FIELD_TEXTS.matchCount(options.length) : ''}
      </p>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
});
