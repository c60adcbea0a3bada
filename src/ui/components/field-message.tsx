import { useEffect } from 'react';
import { announce, prepareAnnouncer, withdraw } from './announcer';

/**
 * The error under an input, tied to it by id (the input's aria-describedby): a screen reader reads
 * it with the input. It is not an alert as well, which would have it spoken twice (issue 27): when
 * it appears or changes, the page's live region says it once with the field's name. Not while the
 * person types in the field it describes (its description is read there, and each keystroke would
 * speak) nor while an error summary has the focus (the summary speaks for every field after a
 * submit).
 * Renders nothing without a message, so the input's description points only at what exists.
 */
export function FieldMessage({ id, message }: { id: string; message: string | null | undefined }) {
  useAnnouncedError(id, message);
  if (!message) return null;
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}

/**
 * Announces the error `id` names once it shows away from the focus (FieldMessage's rule), after
 * `given`, or else the name of what it describes.
 */
export function useAnnouncedError(id: string, message: string | null | undefined, given?: string): void {
  useEffect(prepareAnnouncer, []);
  useEffect(() => {
    if (!message) return;
    let said: number | null = null;
    // After this commit's effects, which may move the focus (an error summary takes it).
    const timer = setTimeout(() => {
      const focus = document.activeElement;
      const described = [...document.querySelectorAll('[aria-describedby]')].filter((element) =>
        (element.getAttribute('aria-describedby') ?? '').split(/\s+/).includes(id),
      );
      if (
        focus !== null &&
        ((described.includes(focus) && takesTyping(focus)) || focus.closest('[role="alert"]') !== null)
      ) {
        return;
      }
      const name = given ?? (described.length === 0 ? '' : nameOf(described[0]!));
      said = announce(name === '' ? message : `${name}: ${message}`);
    }, 0);
    return () => {
      clearTimeout(timer);
      if (said !== null) withdraw(said);
    };
  }, [id, message, given]);
}

/** A control the person types in: its description is read where they are. A picker or a button is not re-read after a choice. */
function takesTyping(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement || (element instanceof HTMLElement && element.isContentEditable))
    return true;
  return (
    element instanceof HTMLInputElement && !['file', 'checkbox', 'radio', 'button', 'submit'].includes(element.type)
  );
}

/** The field's name as its label gives it, without the marks kept from screen readers. */
function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  const labelledBy = element.getAttribute('aria-labelledby');
  const labels =
    labelledBy !== null
      ? labelledBy.split(/\s+/).map((ref) => document.getElementById(ref))
      : element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement
        ? [...(element.labels ?? [])]
        : [];
  return labels
    .map((node) => (node === null ? '' : textOf(node)))
    .join(' ')
    .trim();
}

function textOf(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(textOf).join('');
}

/** The ids an input's aria-describedby lists: its hint and its error, when each is shown. */
export function describedBy(...ids: readonly (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length === 0 ? undefined : present.join(' ');
}
