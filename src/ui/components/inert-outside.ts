import { isAnnouncer } from './announcer';
import { SNACKBAR_REGION } from './snackbar-region';

/**
 * Makes the page around a modal dialog inert (WCAG 2.4.3, 2.4.11): every sibling of the dialog and of
 * each of its ancestors up to <body>, but the snackbar's region and the live region, so Tab and a screen reader's cursor
 * stay in the dialog and nothing it covers can take the focus. Returns the undo, which leaves alone
 * what was inert before. The attribute, not the property, so the same code holds in jsdom.
 */
export function inertOutside(dialog: Element): () => void {
  const made: Element[] = [];
  for (let node: Element = dialog; node.parentElement !== null && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      if (sibling.classList.contains(SNACKBAR_REGION) || isAnnouncer(sibling)) continue;
      if (sibling.localName === 'script' || sibling.localName === 'style') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => made.forEach((element) => element.removeAttribute('inert'));
}
