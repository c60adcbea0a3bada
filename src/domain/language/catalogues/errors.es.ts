import { DELEGATION_MESSAGES_ES } from '../../errors/delegation-messages.es';
import { ERROR_ACTION_TEXTS_ES } from '../../errors/error-actions.es';
import { ERROR_TEXTS_ES, WAY_FORWARD_LABELS_ES } from '../../errors/error-catalogue.es';
import { HTTP_MESSAGES_ES } from '../../errors/http-failure.es';
import {
  ID_SCREEN_MESSAGES_ES,
  IMAGE_PROBLEM_MESSAGES_ES,
  LICENSE_SUPPORT_TEXTS_ES,
  LIVENESS_MESSAGES_ES,
  UPLOAD_MESSAGES_ES,
} from '../../errors/question-messages.es';
import { BULK_EMAIL_TEXTS_ES } from '../../validation/bulk-email.es';
import { LICENSE_TEXTS_ES } from '../../validation/license-number.es';
import { LICENSE_SUPPORT_MAIL_TEXTS_ES } from '../../validation/license-support-mail.es';
import { VALIDATION_MESSAGES_ES } from '../../validation/messages.es';
import { PAST_NAME_TEXTS_ES } from '../../validation/past-name.es';
import { STATEMENT_OF_TRUTH_TEXTS_ES } from '../../validation/statement-of-truth.es';
import { UTILITY_TEXTS_ES } from '../../validation/utility-credentials.es';
import type { Translations } from '../translation';
import type { ERROR_CATALOGUES } from './errors';

/** The Spanish twin of every catalogue in `errors.ts` (glossary: src/ui/texts/GLOSSARY.es.md). */
export const ERROR_CATALOGUES_ES: Translations<typeof ERROR_CATALOGUES> = {
  ERROR_TEXTS: ERROR_TEXTS_ES,
  ERROR_ACTION_TEXTS: ERROR_ACTION_TEXTS_ES,
  WAY_FORWARD_LABELS: WAY_FORWARD_LABELS_ES,
  HTTP_MESSAGES: HTTP_MESSAGES_ES,
  DELEGATION_MESSAGES: DELEGATION_MESSAGES_ES,
  UPLOAD_MESSAGES: UPLOAD_MESSAGES_ES,
  IMAGE_PROBLEM_MESSAGES: IMAGE_PROBLEM_MESSAGES_ES,
  LICENSE_SUPPORT_TEXTS: LICENSE_SUPPORT_TEXTS_ES,
  ID_SCREEN_MESSAGES: ID_SCREEN_MESSAGES_ES,
  LIVENESS_MESSAGES: LIVENESS_MESSAGES_ES,
  VALIDATION_MESSAGES: VALIDATION_MESSAGES_ES,
  LICENSE_TEXTS: LICENSE_TEXTS_ES,
  LICENSE_SUPPORT_MAIL_TEXTS: LICENSE_SUPPORT_MAIL_TEXTS_ES,
  UTILITY_TEXTS: UTILITY_TEXTS_ES,
  STATEMENT_OF_TRUTH_TEXTS: STATEMENT_OF_TRUTH_TEXTS_ES,
  BULK_EMAIL_TEXTS: BULK_EMAIL_TEXTS_ES,
  PAST_NAME_TEXTS: PAST_NAME_TEXTS_ES,
};
