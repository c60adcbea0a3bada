import type { TranslatedLanguage } from '../../domain/language/language';
import type { Catalogues, Translations } from '../../domain/language/translation';
import type { Result } from '../../domain/shared/result';

/**
 * The texts of a language other than English (issue 28): a chunk of their own, fetched only when
 * that language is chosen, so an English reader's start script carries none of them. Fails with
 * 'unavailable' when the chunk cannot load (offline, a deploy removed it); never throws.
 */
export interface TextsLoader {
  load(language: TranslatedLanguage): Promise<Result<Translations<Catalogues>, 'unavailable'>>;
}

export const TEXTS_LOADER = Symbol.for('TextsLoader');
