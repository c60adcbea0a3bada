import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SNOW_LINK_EDITOR_MARKUP } from '../../../../src/ui/forms/rich-text/snow-link-editor-markup';

// The default policy lets exactly Snow's link editor markup through (issue 26); Quill does not
// export the class that holds it, so it is read from the installed Quill's source: an upgrade that
// changes the markup fails here, not in an applicant's browser.
it("is the installed Quill's SnowTooltip.TEMPLATE", () => {
  const source = readFileSync(path.join(__dirname, '../../../../node_modules/quill/themes/snow.js'), 'utf8');
  const template = /static TEMPLATE = \[(.*?)\]\.join\(''\);/s.exec(source)?.[1];
  expect(template).toBeDefined();
  const parts = [...(template ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]);
  expect(parts.join('')).toBe(SNOW_LINK_EDITOR_MARKUP);
});
