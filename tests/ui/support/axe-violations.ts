import axe from 'axe-core';
import { AXE_WCAG_TAGS } from '../../support/axe-tags';

/**
 * WCAG 2.2 A and AA violations in the page; colour contrast and target size need layout, which jsdom has none of.
 * jsdom has no canvas either: axe's icon-ligature check (of label-content-name-mismatch) asks for
 * one and copes with none, so the canvas answers null instead of jsdom's 'not implemented' noise.
 */
export async function axeViolations(): Promise<string[]> {
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  try {
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: [...AXE_WCAG_TAGS] },
      rules: { 'color-contrast': { enabled: false } },
    });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
  } finally {
    getContext.mockRestore();
  }
}
