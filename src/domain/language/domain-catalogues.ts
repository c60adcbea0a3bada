import { BUSINESS_CATALOGUES } from './catalogues/business';
import { ERROR_CATALOGUES } from './catalogues/errors';
import { INTERVIEW_CATALOGUES } from './catalogues/interview';

/**
 * Every catalogue of texts the domain holds (issue 28), by the constant's name: what the CLI
 * translates, and part of what the browser translates (src/ui/texts/catalogues/all.ts).
 */
export const DOMAIN_CATALOGUES = { ...ERROR_CATALOGUES, ...INTERVIEW_CATALOGUES, ...BUSINESS_CATALOGUES } as const;
