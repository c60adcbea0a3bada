import type { Page } from 'playwright-core';
import { DEVICES, origin, visit } from './support/browser';
import { expectVisible, heading } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// The error page's two severities (spec 000 §8: cancelled-network-request is a warning) as a person
// sees them: the rule above the page and the icon before the heading differ in colour and shape.

/** The colour of the page's top rule and the shape of the heading's icon. */
const lookOf = (page: Page) =>
  page.locator('.error-page').evaluate((section) => {
    const icon = section.querySelector('.error-page__icon');
    const iconStyle = icon === null ? null : getComputedStyle(icon);
    return {
      rule: getComputedStyle(section).borderTopColor,
      icon: iconStyle === null ? null : { background: iconStyle.backgroundColor, clip: iconStyle.clipPath },
    };
  });

describe.each(DEVICES)('the error page (%s)', (device) => {
  const session = useBrowser(device);

  it('draws a warning unlike an error', async () => {
    const { page } = session();
    await page.goto(`${origin()}/error/cancelled-network-request`);
    await expectVisible(heading(page, 'Network issue: request cancelled'));
    const warning = await lookOf(page);
    await visit(page, 'error', 'warning', device);

    await page.goto(`${origin()}/error/unexpected`);
    await expectVisible(heading(page, 'Uh oh, something went wrong!'));
    const error = await lookOf(page);

    expect(warning.icon).not.toBeNull();
    expect(error.icon).not.toBeNull();
    expect(warning.rule).not.toBe(error.rule);
    expect(warning.icon?.background).not.toBe(error.icon?.background);
    expect(warning.icon?.clip).not.toBe(error.icon?.clip);
  });
});
