import axe from 'axe-core';

/** WCAG 2.1 A and AA violations in the page; colour contrast needs layout, which jsdom has none of. */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}
