import type { Catalogues, Translations } from '../domain/language/translation';
import { englishOf } from '../domain/language/translation';
import { ALL_CATALOGUES } from '../ui/texts/catalogues/all';

/**
 * The pseudo-locale of the sandbox (issue 28): every catalogue's English with each Latin letter
 * swapped for an accented look-alike ('Continue' -> 'Çóñţíñúé'), placeholders, markup and entities
 * kept. A browser test opens every screen in it and fails on any text left in plain letters: that
 * text did not come from a catalogue (or its component did not follow the switch), and Spanish
 * would miss it too. Sandbox only: its own chunk, loaded by a link with `pseudo=1`.
 */

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçďéƒĝĥíĵķĺṁñóṗʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓṖꝖŔŠŢÚṼŴẊÝŽ';
const LOOK_ALIKE = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index] as string]));

/** What stays as written: markup, entities, `{placeholders}`. */
const KEPT = /(<[^>]*>|&[#\w]+;|\{\w+\})/;

/** A locale tag a catalogue carries for `Intl` ('en-US'): a value for the runtime, not words. */
const LOCALE_TAG = /^[a-z]{2}-[A-Z]{2}$/;

export function pseudo(text: string): string {
  if (LOCALE_TAG.test(text)) return text;
  return text
    .split(KEPT)
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((c) => LOOK_ALIKE.get(c) ?? c).join('')))
    .join('');
}

function pseudoValue(value: unknown): unknown {
  if (typeof value === 'string') return pseudo(value);
  // What a function makes is texts too (a text, or a list of names such as the phone's countries).
  if (typeof value === 'function')
    return (...args: unknown[]) => pseudoValue((value as (...a: unknown[]) => unknown)(...args));
  if (Array.isArray(value)) return value.map(pseudoValue);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pseudoValue(inner)]));
  return value;
}

/** Every catalogue in the pseudo-locale, made from the English each one kept. */
export function pseudoTexts(): Translations<Catalogues> {
  return Object.fromEntries(
    Object.entries(ALL_CATALOGUES).map(([name, texts]) => [name, pseudoValue(englishOf(texts))]),
  ) as Translations<Catalogues>;
}
