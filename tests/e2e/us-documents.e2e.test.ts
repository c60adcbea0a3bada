import { DEVICES, createScenario, visit } from './support/browser';
import { expectPath } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// Document pages the service lists one attribute per page (issue 13 'Document grouping'): the
// overview shows one question per document, the US-issued pages as the legacy question.

const SCENARIO = 'applicant-us-documents';

describe.each(DEVICES)('document pages on the overview (%s)', (device) => {
  const session = useBrowser(device);

  it('lists the US licence pages as one question and the French ID card pages as another', async () => {
    const { page } = session();
    await page.goto(await createScenario(SCENARIO));
    await expectPath(page, '/overview');
    await visit(page, SCENARIO, 'overview', device);
    const tiles = page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
    const titles = await tiles.allInnerTexts();
    expect(titles).toHaveLength(3);
    expect(titles.filter((title) => title.includes('Driver licence or state ID'))).toHaveLength(1);
    expect(titles.filter((title) => title.includes('French national ID card'))).toHaveLength(1);
    expect(titles.join(' ')).not.toContain('(back)');
  });
});
