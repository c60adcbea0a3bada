import { ASSESSMENT_TEXTS } from '../../assessment/assessment-texts';
import { BUSINESS_MESSAGES } from '../../business/messages';
import { CHAT_TEXTS } from '../../chat/messages';

/**
 * The business owner's, the assessment's and the chat's domain texts, and the texts the view models and adapters show (issue 28): every catalogue of texts it holds, by the constant's own name. Its Spanish twins
 * are in `business.es.ts`, typed against this object, so a catalogue left out there fails to compile.
 */
export const BUSINESS_CATALOGUES = { BUSINESS_MESSAGES, ASSESSMENT_TEXTS, CHAT_TEXTS } as const;
