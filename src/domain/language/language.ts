/**
 * The languages Attest speaks (issue 28): English, in the spec's own words, and Spanish (neutral US
 * Spanish with 'usted'; the glossary is src/ui/texts/GLOSSARY.es.md).
 */
export type Language = 'en' | 'es';

export const LANGUAGES: readonly Language[] = ['en', 'es'];

/** The fallback when nothing names a language Attest speaks. */
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The language a BCP 47 tag names when Attest speaks it, by its primary subtag and whatever its
 * case or region ('es-MX', 'ES', 'en_US' as some apps write it); null for any other or no tag.
 */
export function languageOf(tag: string | null | undefined): Language | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return LANGUAGES.find((language) => language === primary) ?? null;
}

/** What may name the language, strongest first (chooseLanguage). */
export interface LanguageSources {
  /** The applicant's own choice in this session, from the header's control. */
  readonly chosen: string | null;
  /** The link's `lang` parameter. */
  readonly link: string | null;
  /** The browser's preferred languages, in its order (navigator.languages). */
  readonly preferred: readonly string[];
}

/**
 * The language to show (issue 28): the applicant's own choice in this session, else the link's
 * `lang`, else the first of the browser's preferred languages that Attest speaks, else English.
 * Issue 28 orders the link before the browser; the choice comes first because a person who
 * switched expects a reload to keep what they chose, even though the link still says otherwise.
 * A value Attest does not speak ('lang=fr') is passed over, not an error: the next source decides.
 */
export function chooseLanguage(sources: LanguageSources): Language {
  return (
    languageOf(sources.chosen) ??
    languageOf(sources.link) ??
    sources.preferred.map(languageOf).find((language) => language !== null) ??
    DEFAULT_LANGUAGE
  );
}

/** The languages whose texts load apart from the English in the start script. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** Where the session store keeps the applicant's own choice of language (a language tag, no answer). */
export const LANGUAGE_KEY = 'attest.language';

/**
 * The locale tag of a language, for the page's `lang` and for `Intl`: US English and US Spanish
 * (es-US: the numbers, money and 12-hour times a Spanish reader in the US sees on bills).
 */
export const LOCALE_OF: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/**
 * Each language by its own name (issue 28: 'English' / 'Español'), as the header's control offers
 * it: a reader who cannot read the page's language still finds their own. Never translated.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/**
 * Said when a language's texts cannot load (offline), in that language: it is the one the reader
 * asked for, and its own texts are what could not come. Kept here, in the start script, for that reason.
 */
export const LANGUAGE_UNAVAILABLE: Readonly<Record<TranslatedLanguage, string>> = {
  es: 'No se pudo cargar el español. Revise su conexión e inténtelo de nuevo.',
};
