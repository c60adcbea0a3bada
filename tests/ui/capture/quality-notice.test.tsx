import { AXE_WCAG_TAGS } from '../../support/axe-tags';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { QualityConcern } from '../../../src/domain/images/quality';
import { QualityNotice } from '../../../src/ui/capture/quality-notice';

/** WCAG 2.1 A and AA rules; colour contrast needs layout, which jsdom has none of. */
async function violations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: [...AXE_WCAG_TAGS] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}

function renderNotice(concern: QualityConcern) {
  const onRetake = jest.fn();
  const onUseAnyway = jest.fn();
  render(
    <main>
      <h1>Front of your ID card</h1>
      <QualityNotice concern={concern} onRetake={onRetake} onUseAnyway={onUseAnyway} />
    </main>,
  );
  return { onRetake, onUseAnyway };
}

describe('QualityNotice', () => {
  it.each([
    ['blurry', 'This photo looks blurry.', /Hold your phone still/],
    ['glare', 'There is glare on this photo.', /Move away from a lamp or a bright window, or tilt the document/],
    ['blurry-and-glare', 'This photo looks blurry and there is glare on it.', /still.*tilt the document/],
  ] as const)('says what is wrong with a %s photo and what to do, as an alert', async (concern, heading, advice) => {
    renderNotice(concern);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(heading);
    expect(alert).toHaveTextContent(advice);
    // The buttons sit beside the alert, not in it, and the notice is named by its heading.
    expect(alert.querySelector('button')).toBeNull();
    expect(screen.getByRole('group', { name: heading })).toContainElement(alert);
    expect(await violations()).toEqual([]);
  });

  it('offers Retake and Use this photo anyway, reached with Tab and pressed with the keyboard', async () => {
    const user = userEvent.setup();
    const { onRetake, onUseAnyway } = renderNotice('glare');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retake' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetake).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Use this photo anyway' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onUseAnyway).toHaveBeenCalledTimes(1);
    expect(onRetake).toHaveBeenCalledTimes(1);
  });
});
