import type { Page, Response } from 'playwright-core';
import PHONE_COUNTRIES_EN from 'react-phone-number-input/locale/en.json';
import { CPR_PROVIDERS } from '../../../src/domain/validation/cpr';
import { US_STATES } from '../../../src/domain/validation/us-states';

/**
 * What the pseudo-locale test reads on a screen (issue 28): every piece of text a person sees or
 * hears, with where it is, from the page's DOM (text nodes, the visually hidden ones a screen
 * reader hears included, and the attributes that name or describe: aria-label, alt, title,
 * placeholder, aria-valuetext) and the document title.
 */
export interface SeenText {
  readonly text: string;
  readonly where: string;
}

/** Runs in the page: no closure, no imports. */
function readTexts(): SeenText[] {
  const out: { text: string; where: string }[] = [{ text: document.title, where: 'title' }];
  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const cls = typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '';
    return `${element.tagName.toLowerCase()}${id}${cls}`;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (parent === null || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      // A field's own value is what the person typed or the service stored, not a text of the app.
      if (parent.closest('textarea, [contenteditable="true"], .ql-editor')) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text !== '') out.push({ text, where: describe(parent) });
      continue;
    }
    const element = node as Element;
    for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-valuetext', 'aria-roledescription']) {
      const value = element.getAttribute(name)?.trim();
      if (value) out.push({ text: value, where: `${describe(element)}[${name}]` });
    }
  }
  return out;
}

/**
 * Every string in a JSON document, with markup split into its text, a string that is JSON itself
 * (a question's constraints) read as such, and the text between `{{placeholders}}` (the issuer's
 * consent HTML, filled from its data) taken piece by piece.
 */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      stringsOf(JSON.parse(value), into);
      return;
    } catch {
      // Not JSON after all: a text.
    }
  }
  if (typeof value === 'string') {
    for (const part of value.split(/<[^>]*>|\{\{\s*\w+\s*\}\}/)) {
      const text = part
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
      if (text !== '') into.add(text);
    }
  } else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => stringsOf(item, into));
}

/**
 * What the page shows as it was given, not from a catalogue: every string of the services' JSON
 * answers (the issuer's name, question titles, consent HTML, provider names, the configuration's
 * brand), heard while the page loads, plus words the app keeps in every language on purpose.
 */
export function givenTexts(page: Page): Set<string> {
  const given = new Set<string>([
    // Each language by its own name in the header's control: never translated (language.ts).
    'English',
    'Español',
    // US state names stay English on US Spanish forms (us-states.ts).
    ...US_STATES.map((state) => state.name),
    // The CPR providers are named as the service records them (cpr.ts).
    ...CPR_PROVIDERS,
    // The phone input's country names are its library's own, in its English and Spanish files
    // (CHOICE_FIELD_TEXTS.phoneCountryNames): the pseudo-locale cannot swap what the library writes.
    ...Object.values(PHONE_COUNTRIES_EN as Record<string, string>),
  ]);
  page.on('response', (response: Response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(
      (body: unknown) => stringsOf(body, given),
      () => undefined,
    );
  });
  return given;
}

/** Text with a Latin letter that no catalogue in the pseudo-locale would have left plain. */
const PLAIN_WORD = /[A-Za-z]/;

/** Values that are not words: addresses, e-mail addresses, file names, codes like 'MM/DD/YYYY' are caught as words. */
const NOT_WORDS = /^(https?:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+|[\w-]+\.(pdf|png|jpe?g|heic)|[A-Z]{2})$/i;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What is left of a text once every given string in it is taken out (a catalogue text may hold
 * the issuer's name or the brand: 'Attest - Ꝗúéšţíóñ'). Only whole words of three letters or
 * more are taken out, so a given 'No' cannot hide an untranslated one.
 */
function withoutGiven(text: string, given: readonly string[]): string {
  if (given.includes(text)) return '';
  let left = text;
  for (const value of given) {
    if (value.length >= 3 && left.includes(value))
      left = left.replace(new RegExp(`(^|\\W)${escaped(value)}(?=\\W|$)`, 'g'), '$1 ');
  }
  return left;
}

/**
 * The texts on screen a catalogue did not give: plain Latin letters, in no string the services
 * sent and no value the test typed. Empty when every word came from a catalogue.
 */
export async function untranslated(
  page: Page,
  given: ReadonlySet<string>,
  typed: readonly string[] = [],
): Promise<string[]> {
  const seen = await page.evaluate(readTexts);
  const values = [...given, ...typed].sort((a, b) => b.length - a.length);
  const plain = (text: string) =>
    withoutGiven(text, values)
      .split(/\s+/)
      .some((word) => PLAIN_WORD.test(word) && !NOT_WORDS.test(word.replace(/[.,;:()]+$/, '')));
  return seen.filter(({ text }) => plain(text)).map(({ text, where }) => `${where}: ${JSON.stringify(text)}`);
}
