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
