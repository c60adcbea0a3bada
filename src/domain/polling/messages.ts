import { catalogue } from '../language/translation';
/**
 * Texts of background polling. Spec is silent on telling the applicant that the open question
 * was answered elsewhere: this text is ours.
 */
export const POLLING_MESSAGES = catalogue('POLLING_MESSAGES', {
  answeredElsewhere:
    'This question was just answered on another device. Submit to replace that answer, or choose Do this later.',
} as const);
