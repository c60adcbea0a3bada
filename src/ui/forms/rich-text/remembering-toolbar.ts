import type { Range } from 'quill/core';
import Toolbar from 'quill/modules/toolbar';

/**
 * Quill's toolbar module, but while the focus is on the toolbar (the editor has no selection) its
 * buttons and selects keep showing the formats where the caret was, the place they will act on:
 * Quill's own clears them, so a keyboard user tabbing back to 'Bold' would hear "not pressed" in
 * bold text.
 */
export class RememberingToolbar extends Toolbar {
  override update(range: Range | null): void {
    super.update(range ?? (this.quill.isEnabled() ? this.quill.selection.savedRange : null));
  }
}
