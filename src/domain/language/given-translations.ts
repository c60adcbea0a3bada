import type { JsonObject } from '../shared/json-fields';
import { fieldOf, isJsonObject } from '../shared/json-fields';
import type { TranslatedLanguage } from './language';
import { LANGUAGES } from './language';

/**
 * Readers shared by the translations an issuer gives of its own texts (issue 28, contracts/README.md
 * 'Languages'): the issuer record's and each question's `translations`, `{ "<language>": { ... } }`.
 * They never fail: what the app cannot read is left out, and the English as given shows instead.
 */

/** The languages a translation may be given in: every language Attest speaks but English. */
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = LANGUAGES.filter(
  (language): language is TranslatedLanguage => language !== 'en',
);

/** Some of an object's texts, each optional: what a translation gives of an English object. */
export type SomeTexts<K extends string> = { readonly [Name in K]?: string };

/**
 * The entries of a `translations` object for the languages Attest translates into, by their exact
 * code ('es'). Spec is silent (the languages are ours): a language Attest does not speak ('fr',
 * 'en', a regional tag such as 'es-MX') is ignored, and so is an entry that is not an object, as if
 * the issuer had given none; so is a `translations` value that is not an object.
 */
export function translationEntries(raw: unknown): readonly (readonly [TranslatedLanguage, JsonObject])[] {
  if (!isJsonObject(raw)) return [];
  return TRANSLATED_LANGUAGES.flatMap((language) => {
    const entry = fieldOf(raw, language);
    return isJsonObject(entry) ? [[language, entry] as const] : [];
  });
}

/**
 * The texts among `names` that an object gives as strings; any other value (absent, null, a number)
 * is left out, so that text shows in English. Not an object: none.
 */
export function readSomeTexts<K extends string>(raw: unknown, names: readonly K[]): SomeTexts<K> {
  if (!isJsonObject(raw)) return {};
  const texts: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = fieldOf(raw, name);
    if (typeof value === 'string') texts[name] = value;
  }
  return texts;
}

/**
 * An English object's texts in a language: each text the translation gives where the English has
 * one, else the English as given. A text the English leaves out (null) stays out: a translation
 * translates what the issuer says, it does not add to it, so every language shows the same parts.
 */
export function translatedTexts<K extends string, T extends { readonly [Name in K]: string | null }>(
  english: T,
  names: readonly K[],
  translation: SomeTexts<K>,
): T {
  const texts: Record<string, unknown> = { ...english };
  for (const name of names) {
    const given = translation[name];
    if (english[name] !== null && given !== undefined) texts[name] = given;
  }
  return texts as T;
}
