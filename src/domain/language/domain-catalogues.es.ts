import { BUSINESS_CATALOGUES_ES } from './catalogues/business.es';
import { ERROR_CATALOGUES_ES } from './catalogues/errors.es';
import { INTERVIEW_CATALOGUES_ES } from './catalogues/interview.es';
import type { DOMAIN_CATALOGUES } from './domain-catalogues';
import type { Translations } from './translation';

/** The Spanish twin of every domain catalogue. */
export const DOMAIN_CATALOGUES_ES: Translations<typeof DOMAIN_CATALOGUES> = {
  ...ERROR_CATALOGUES_ES,
  ...INTERVIEW_CATALOGUES_ES,
  ...BUSINESS_CATALOGUES_ES,
};
