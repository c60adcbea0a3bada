import { useLayoutEffect, useRef } from 'react';
import { VIRTUAL_SCROLL_ITEM_SIZE } from '../../../domain/forms/dropdown';
import type { EnumOption } from '../../../domain/forms/enum-options';
import { viewportHeight, virtualWindow } from '../../../domain/forms/virtual-window';

export interface OptionListProps {
  readonly id: string;
  readonly labelId: string;
  readonly options: readonly EnumOption[];
  /** The active option's position in `options` (-1: none). */
  readonly active: number;
  readonly scrollTop: number;
  readonly multiselectable: boolean;
  readonly isSelected: (option: EnumOption) => boolean;
  readonly optionId: (option: EnumOption) => string;
  readonly onPick: (option: EnumOption) => void;
  readonly onHover: (position: number) => void;
  readonly onScroll: (scrollTop: number) => void;
}

/**
 * The popup's listbox, virtual-scrolled (spec 001 §10.5: 48 px items): only the rows in view, a few
 * more on each side, and the active one are in the page, each placed at its own offset in a sizer
 * as tall as the whole list. aria-setsize and aria-posinset let a screen reader still say 'N of M'.
 * Options are not focusable: focus stays on the combobox (or the search box), which points at the
 * active option with aria-activedescendant.
 */
export function OptionList(props: OptionListProps) {
  const { options, active, scrollTop, multiselectable } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const size = VIRTUAL_SCROLL_ITEM_SIZE;
  const { start, end } = virtualWindow(scrollTop, options.length);
  const positions = Array.from({ length: end - start }, (_, offset) => start + offset);
  // The active option is always in the page, even scrolled away with the mouse wheel, so
  // aria-activedescendant never points at nothing.
  if (active >= 0 && (active < start || active >= end)) positions.push(active);

  // Keys move the list through its state: bring the element's scroll position along.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list !== null && list.scrollTop !== scrollTop) list.scrollTop = scrollTop;
  }, [scrollTop]);

  return (
    <div
      ref={listRef}
      id={props.id}
      role="listbox"
      aria-labelledby={props.labelId}
      aria-multiselectable={multiselectable || undefined}
      // Focusable by script only, so a scrollable region is reachable (axe) without a Tab stop.
      tabIndex={-1}
      className="dropdown__list"
      style={{ height: viewportHeight(options.length) }}
      onScroll={(event) => props.onScroll(event.currentTarget.scrollTop)}
      // Clicking the list must not take focus from the combobox or the search box.
      onMouseDown={(event) => event.preventDefault()}
    >
      <div className="dropdown__sizer" style={{ height: options.length * size }}>
        {positions.map((position) => {
          const option = options[position]!;
          const selected = props.isSelected(option);
          return (
            <div
              key={option.index}
              id={props.optionId(option)}
              role="option"
              aria-selected={selected}
              aria-setsize={options.length}
              aria-posinset={position + 1}
              className="dropdown__option"
              data-active={position === active || undefined}
              style={{ top: position * size, height: size }}
              onClick={() => props.onPick(option)}
              onMouseMove={() => position !== active && props.onHover(position)}
            >
              {multiselectable && <span className="dropdown__check" aria-hidden="true" />}
              <span className="dropdown__option-label">{option.label}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
