import { useEffect, useRef, type FocusEvent } from 'react';
import type { EnumOption } from '../../../domain/forms/enum-options';
import { focusLeaves } from '../focus-leaves';
import { useDropdownList, type DropdownList } from './use-dropdown-list';

/**
 * What the single and multi-select dropdowns share around their list: the combobox button and the
 * search box, focus moving into the search box as the list opens, the list closing when the control
 * becomes disabled, closing with focus back on the combobox (a pick, Escape, Cancel, Apply), and
 * focus leaving the control: the list closes (after `whileOpen`: the single dropdown takes the
 * option the applicant moved to, the multi-select applies its ticks) and the field becomes touched.
 */
export function useDropdownControl(
  options: readonly EnumOption[],
  disabled: boolean,
  onBlur: () => void,
  whileOpen: (list: DropdownList) => void = () => undefined,
) {
  const list = useDropdownList(options);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const { open, searchable, close } = list;

  useEffect(() => {
    if (open && searchable) searchRef.current?.focus();
  }, [open, searchable]);
  useEffect(() => {
    if (disabled) close();
  }, [disabled, close]);

  const closeToTrigger = () => {
    close();
    triggerRef.current?.focus();
  };
  const onLeave = (event: FocusEvent<HTMLElement>) => {
    if (!focusLeaves(event)) return;
    if (open) whileOpen(list);
    close();
    onBlur();
  };
  const focusSearch = () => searchRef.current?.focus();
  return { list, triggerRef, searchRef, closeToTrigger, onLeave, focusSearch };
}
