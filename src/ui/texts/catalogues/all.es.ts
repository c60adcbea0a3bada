import { DOMAIN_CATALOGUES_ES } from '../../../domain/language/domain-catalogues.es';
import type { Translations } from '../../../domain/language/translation';
import type { ALL_CATALOGUES } from './all';
import { FIELD_CATALOGUES_ES } from './fields.es';
import { SCREEN_CATALOGUES_ES } from './screens.es';

/**
 * Every text of the browser in Spanish: the entry of the Spanish chunk, loaded only when Spanish is
 * chosen, so an English applicant's start JavaScript carries none of it.
 */
export const ALL_CATALOGUES_ES: Translations<typeof ALL_CATALOGUES> = {
  ...DOMAIN_CATALOGUES_ES,
  ...SCREEN_CATALOGUES_ES,
  ...FIELD_CATALOGUES_ES,
};
