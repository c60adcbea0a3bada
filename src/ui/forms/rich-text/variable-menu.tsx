import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { RICH_TEXT_TEXTS } from '../../texts/rich-text-texts';

interface VariableMenuProps {
  /** The id prefix of the options (aria-activedescendant). */
  readonly id: string;
  readonly names: readonly string[];
  readonly onChoose: (name: string) => void;
  /**
   * Closed without a choice, the typed '{{' staying: by Escape or Tab (`refocus`: back to the
   * editor) or by the focus going elsewhere (a click outside).
   */
  readonly onClose: (refocus: boolean) => void;
}

/**
 * The variables offered after typing '{{' (spec 001 §10.5): a listbox that takes the focus, so a
 * screen reader says what is offered; arrows, Home and End move, Enter or a click chooses, Escape
 * or Tab closes it and returns to the editor.
 *
 * Spec is silent on how mentions are offered: the list shows every offered name (there are few),
 * below the editor, and what the applicant chooses replaces the '{{' typed.
 */
export const VariableMenu = observer(function VariableMenu({ id, names, onChoose, onClose }: VariableMenuProps) {
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  useEffect(() => list.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = names.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const name = names[active];
      if (name !== undefined) onChoose(name);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose(true);
    }
  };

  return (
    <ul
      ref={list}
      className="rich-text__menu"
      role="listbox"
      aria-label={RICH_TEXT_TEXTS.variables}
      aria-activedescendant={`${id}-${active}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onClose(false);
      }}
    >
      {names.map((name, index) => (
        <li
          key={name}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'rich-text__option rich-text__option--active' : 'rich-text__option'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(name)}
        >
          {name}
        </li>
      ))}
    </ul>
  );
});
