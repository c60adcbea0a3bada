import { ASSESSMENT_TEXTS_ES } from '../../assessment/assessment-texts.es';
import { BUSINESS_MESSAGES_ES } from '../../business/messages.es';
import { CHAT_TEXTS_ES } from '../../chat/messages.es';
import type { Translations } from '../translation';
import type { BUSINESS_CATALOGUES } from './business';

/** The Spanish twin of every catalogue in `business.ts` (glossary: src/ui/texts/GLOSSARY.es.md). */
export const BUSINESS_CATALOGUES_ES: Translations<typeof BUSINESS_CATALOGUES> = {
  BUSINESS_MESSAGES: BUSINESS_MESSAGES_ES,
  ASSESSMENT_TEXTS: ASSESSMENT_TEXTS_ES,
  CHAT_TEXTS: CHAT_TEXTS_ES,
};
