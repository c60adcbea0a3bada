import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SHELL_TEXTS } from '../texts/shell-texts';
import { inertOutside } from './inert-outside';
import { DEFAULT_MODAL_TARGET } from './modal-target';

export interface ModalProps {
  readonly title: string;
  readonly children: ReactNode;
  readonly onClose: () => void;
  /** Shows the close button (spec 000 §2: optional). */
  readonly closeButton?: boolean;
  /** Closes on a click on the backdrop (optional). */
  readonly closeOnBackdrop?: boolean;
  /** Wraps the content in a form that calls this on submit (optional form wrapper). */
  readonly onSubmit?: () => void;
  /** The id of the element to render into; default-modal-target. */
  readonly target?: string;
}

/**
 * A dialog over the page. Focus moves into it on open and back where it was on close, and the
 * page around it is inert meanwhile (inertOutside): Tab cannot reach what the backdrop covers. Escape
 * closes it whenever the close button would. Spec is silent on Escape: it follows the close
 * button, so a dialog that must be answered cannot be escaped.
 */
export const Modal = observer(function Modal(props: ModalProps) {
  const { title, children, onClose, closeButton = false, closeOnBackdrop = false, onSubmit } = props;
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Found after mounting: the target may be rendered in the same commit as the modal. Kept for
  // the modal's life, since a portal that changes container remounts its content (and loses focus).
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const targetId = props.target ?? DEFAULT_MODAL_TARGET;
  useLayoutEffect(() => setTarget(document.getElementById(targetId) ?? document.body), [targetId]);

  useEffect(() => {
    if (target === null || dialog.current === null) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = inertOutside(dialog.current.parentElement ?? dialog.current);
    dialog.current.focus();
    return () => {
      restore();
      before?.focus();
    };
  }, [target]);

  if (target === null) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  const body = onSubmit ? <form onSubmit={submit}>{children}</form> : children;

  return createPortal(
    <div
      className="modal__backdrop"
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && closeButton) onClose();
        }}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {closeButton ? (
            <button type="button" className="icon-button" aria-label={SHELL_TEXTS.close} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {body}
      </div>
    </div>,
    target,
  );
});
