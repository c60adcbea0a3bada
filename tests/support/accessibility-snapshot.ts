import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TreeLine } from '../engines/support/in-page/accessibility-tree';

/**
 * What a screen reader meets on a screen, kept as a reviewed text file per engine and screen
 * (tests/accessibility-trees/{engine}/{screen}.txt) that the browser tests compare (issue 27).
 * `UPDATE_ACCESSIBILITY_TREES=1` writes the files instead, to be read and committed; a screen with
 * no file fails, so a new screen cannot pass unreviewed.
 */
export const TREES = path.join(__dirname, '..', 'accessibility-trees');

/** The scenarios of every kind of screen but the questions (which the tests open one by one). */
export const SCREEN_SCENARIOS: readonly (readonly [string])[] = [
  ['applicant-payment'],
  ['applicant-custom-form'],
  ['applicant-processing'],
  ['applicant-complete'],
  ['applicant-timeout'],
  ['expired-link'],
  ['business-home-services'],
  ['business-case-passed'],
];

/** Values that change from run to run (the sandbox's ids, today's date) in a form that does not. */
const VARYING: readonly (readonly [RegExp, string])[] = [
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, '{uuid}'],
  [/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}\b/g, '{date}'],
  [/\b\d{1,2}\/\d{1,2}\/\d{4}\b/g, '{date}'],
  [/\b\d{4}-\d{2}-\d{2}\b/g, '{date}'],
  [/\b\d{1,2}:\d{2} (AM|PM)\b/g, '{time}'],
  [/http:\/\/127\.0\.0\.1:\d+/g, '{origin}'],
  [/\b(handoff|rpr|case|req)-[A-Za-z0-9_-]+/g, '$1-{id}'],
];

export function treeText(lines: readonly TreeLine[]): string {
  return `${lines
    .map(
      (line) =>
        `${'  '.repeat(line.depth)}${VARYING.reduce((text, [pattern, as]) => text.replace(pattern, as), line.text)}`,
    )
    .join('\n')}\n`;
}

/** The difference from the reviewed file, or null when the screen reads as reviewed. */
export function differenceFromReviewed(engine: string, screen: string, text: string): string | null {
  const file = path.join(TREES, engine, `${screen.replace(/[^\w-]+/g, '-')}.txt`);
  if (process.env.UPDATE_ACCESSIBILITY_TREES === '1') {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return null;
  }
  if (!existsSync(file))
    return `${path.relative(process.cwd(), file)} does not exist: write it with UPDATE_ACCESSIBILITY_TREES=1 and review it`;
  const reviewed = readFileSync(file, 'utf8');
  if (reviewed === text) return null;
  const was = reviewed.split('\n');
  const now = text.split('\n');
  const first = was.findIndex((line, index) => line !== now[index]);
  return [
    `${path.relative(process.cwd(), file)} differs from line ${first + 1}:`,
    ...was.slice(first, first + 4).map((line) => `- ${line}`),
    ...now.slice(first, first + 4).map((line) => `+ ${line}`),
  ].join('\n');
}

/**
 * The roles whose name a screen reader says as it moves (controls, headings, landmarks, images,
 * live regions): each such node of the snapshot must be in the browser's own tree with that name.
 */
const ASKED_OF_THE_BROWSER = new Set([
  'button',
  'link',
  'heading',
  'textbox',
  'combobox',
  'checkbox',
  'radio',
  'switch',
  'img',
  'dialog',
  'alert',
  'status',
  'progressbar',
  'list',
  'main',
  'banner',
  'contentinfo',
  'navigation',
  'region',
  'group',
  'radiogroup',
  'spinbutton',
  'listbox',
  'option',
  'rowheader',
  'columnheader',
]);

/** The nodes to look for in the browser's own tree: named, of a role a screen reader names. */
export function namedNodes(lines: readonly TreeLine[]): { role: string; name: string }[] {
  return lines
    .filter((line) => line.name !== '' && ASKED_OF_THE_BROWSER.has(line.role))
    .map(({ role, name }) => ({ role, name }));
}
