import { GUARD, VariableBlot } from './variable-blot';

/**
 * A selectionchange listener for one editor: a caret at the start of a token's right guard (where
 * Chromium puts it on a click just right of the token) moves to the guard's end, the same place on
 * screen. Quill 2.0.3 reads the guard's start as "before the token" (slab/quill#3556), so what was
 * typed there came out backwards ('ZY' for 'YZ') and Backspace deleted the token instead of the
 * character before the caret.
 */
export const caretAfterToken = (root: HTMLElement) => (): void => {
  const selection = document.getSelection();
  if (selection === null || !selection.isCollapsed || selection.anchorOffset !== 0) return;
  const node = selection.anchorNode;
  if (!(node instanceof Text) || node.data !== GUARD || !root.contains(node)) return;
  const token = node.parentElement;
  if (token?.classList.contains(VariableBlot.className) === true && token.lastChild === node) {
    selection.collapse(node, GUARD.length);
  }
};
