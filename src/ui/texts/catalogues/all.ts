import { DOMAIN_CATALOGUES } from '../../../domain/language/domain-catalogues';
import { FIELD_CATALOGUES } from './fields';
import { SCREEN_CATALOGUES } from './screens';

/**
 * Every catalogue of texts the browser shows (issue 28): the domain's and the screens'. The
 * language store makes each one's keys observable and writes a language into them in one action.
 */
export const ALL_CATALOGUES = { ...DOMAIN_CATALOGUES, ...SCREEN_CATALOGUES, ...FIELD_CATALOGUES } as const;
