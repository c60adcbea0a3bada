import type { KeyboardEvent, RefObject } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import './popover.css';

export interface Popover {
  readonly open: boolean;
  /** Closes; with `returnFocus` the focus goes back to the button that opened it. */
  readonly close: (returnFocus: boolean) => void;
  /** The id to give the popover's dialog (the button's aria-controls). */
  readonly popupId: string;
  /** For the element holding both the button and the popover: a click or focus outside it closes. */
  readonly anchorProps: {
    readonly ref: RefObject<HTMLDivElement | null>;
    readonly className: string;
    /** Escape closes and returns the focus to the button. */
    readonly onKeyDown: (event: KeyboardEvent) => void;
  };
  /** For the button that opens and closes it (its name and content are the caller's). */
  readonly buttonProps: {
    readonly ref: RefObject<HTMLButtonElement | null>;
    readonly type: 'button';
    readonly 'aria-haspopup': 'dialog';
    readonly 'aria-expanded': boolean;
    readonly 'aria-controls': string | undefined;
    readonly disabled: boolean;
    readonly onClick: () => void;
  };
}

/**
 * A non-modal popover opened by a button (the date and colour pickers, spec 001 §10.3: 'the
 * picker closes on disable or outside click'). It closes on a click outside its anchor, when the
 * focus moves outside it (Tab past its last control), when it is disabled, and on Escape, which
 * alone returns the focus to the button (the WAI-ARIA dialog pattern); after an outside click the
 * focus stays where the applicant put it. `popover.css` places it under its button.
 */
export function usePopover(disabled: boolean): Popover {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const popupId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && anchorRef.current !== null && !anchorRef.current.contains(target);
    // On the click, not the press: the press has moved the focus by then, so the control
    // inside saw its blur (a field left is a field touched) before the popover goes away.
    const onClick = (event: MouseEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      // Handled here only: a dialog or the page around must not also close on it.
      event.stopPropagation();
      event.preventDefault();
      close(true);
    },
    [open, close],
  );

  return {
    open,
    close,
    popupId,
    anchorProps: { ref: anchorRef, className: 'popover', onKeyDown },
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'aria-controls': open ? popupId : undefined,
      disabled,
      onClick: () => setOpen((was) => !was),
    },
  };
}
