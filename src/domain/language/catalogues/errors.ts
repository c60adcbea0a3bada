import { DELEGATION_MESSAGES } from '../../errors/delegation-messages';
import { ERROR_ACTION_TEXTS } from '../../errors/error-actions';
import { ERROR_TEXTS, WAY_FORWARD_LABELS } from '../../errors/error-catalogue';
import { HTTP_MESSAGES } from '../../errors/http-failure';
import {
  ID_SCREEN_MESSAGES,
  IMAGE_PROBLEM_MESSAGES,
  LICENSE_SUPPORT_TEXTS,
  LIVENESS_MESSAGES,
  UPLOAD_MESSAGES,
} from '../../errors/question-messages';
import { BULK_EMAIL_TEXTS } from '../../validation/bulk-email';
import { LICENSE_TEXTS } from '../../validation/license-number';
import { LICENSE_SUPPORT_MAIL_TEXTS } from '../../validation/license-support-mail';
import { VALIDATION_MESSAGES } from '../../validation/messages';
import { PAST_NAME_TEXTS } from '../../validation/past-name';
import { STATEMENT_OF_TRUTH_TEXTS } from '../../validation/statement-of-truth';
import { UTILITY_TEXTS } from '../../validation/utility-credentials';

/**
 * The error and validation texts (src/domain/errors, src/domain/validation) (issue 28): every catalogue of texts it holds, by the constant's own name. Its Spanish twins
 * are in `errors.es.ts`, typed against this object, so a catalogue left out there fails to compile.
 */
export const ERROR_CATALOGUES = {
  ERROR_TEXTS,
  ERROR_ACTION_TEXTS,
  WAY_FORWARD_LABELS,
  HTTP_MESSAGES,
  DELEGATION_MESSAGES,
  UPLOAD_MESSAGES,
  IMAGE_PROBLEM_MESSAGES,
  LICENSE_SUPPORT_TEXTS,
  ID_SCREEN_MESSAGES,
  LIVENESS_MESSAGES,
  VALIDATION_MESSAGES,
  LICENSE_TEXTS,
  LICENSE_SUPPORT_MAIL_TEXTS,
  UTILITY_TEXTS,
  STATEMENT_OF_TRUTH_TEXTS,
  BULK_EMAIL_TEXTS,
  PAST_NAME_TEXTS,
} as const;
