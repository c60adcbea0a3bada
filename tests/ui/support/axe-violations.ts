import axe from 'axe-core';

/**
 * WCAG 2.1 A and AA violations in the page; colour contrast needs layout, which jsdom has none of.
 * jsdom has no canvas either: axe's icon-ligature check (of label-content-name-mismatch) asks for
 * one and copes with none, so the canvas answers null instead of jsdom's 'not implemented' noise.
 */
export async function axeViolations(): Promise<string[]> {
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  try {
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
  } finally {
    getContext.mockRestore();
  }
}
