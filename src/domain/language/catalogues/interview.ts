import { CAMERA_BUTTON_TEXTS, CAMERA_FALLBACK_PHONE_TEXTS, CAMERA_FALLBACK_TEXTS } from '../../capture/camera-fallback';
import { CAPTURE_NAMES } from '../../capture/capture-names';
import { IN_APP_BROWSER_TEXTS } from '../../capture/in-app-browser-texts';
import { CONSENT_TEXTS } from '../../consent/consent-texts';
import { FILE_SIZE_TEXTS } from '../../documents/file-size';
import { CALENDAR_TEXTS } from '../../forms/calendar-month';
import { FORM_LABELS, FORM_MESSAGES } from '../../forms/messages';
import { CHECKOUT_TEXTS } from '../../money/checkout';
import { POLLING_MESSAGES } from '../../polling/messages';
import { DOCUMENT_GROUPING_TEXTS } from '../../questions/document-grouping';
import { HAND_OFF_DONE_TEXTS } from '../../questions/hand-off-done';
import { QUESTION_TEXTS, SUBMIT_LABELS } from '../../questions/messages';
import { SUBMISSION_TEXTS } from '../../questions/submission-texts';
import { REQUEST_STATUS_MESSAGES } from '../../request-status/messages';
import { ROUTE_TITLES } from '../../session/routes';
import { STORAGE_WARNING_TEXTS } from '../../session/storage-warning';
import { DATE_TEXTS } from '../../shared/display-date';
import { THANK_YOU_TEXTS } from '../../stage/thank-you';

/**
 * The interview's domain texts (questions, consent, capture, stage, request status, forms, money, documents, session) (issue 28): every catalogue of texts it holds, by the constant's own name. Its Spanish twins
 * are in `interview.es.ts`, typed against this object, so a catalogue left out there fails to compile.
 */
export const INTERVIEW_CATALOGUES = {
  CALENDAR_TEXTS,
  CAMERA_BUTTON_TEXTS,
  CAMERA_FALLBACK_PHONE_TEXTS,
  CAMERA_FALLBACK_TEXTS,
  CAPTURE_NAMES,
  CHECKOUT_TEXTS,
  CONSENT_TEXTS,
  DATE_TEXTS,
  DOCUMENT_GROUPING_TEXTS,
  FILE_SIZE_TEXTS,
  FORM_LABELS,
  FORM_MESSAGES,
  HAND_OFF_DONE_TEXTS,
  IN_APP_BROWSER_TEXTS,
  POLLING_MESSAGES,
  QUESTION_TEXTS,
  REQUEST_STATUS_MESSAGES,
  ROUTE_TITLES,
  STORAGE_WARNING_TEXTS,
  SUBMISSION_TEXTS,
  SUBMIT_LABELS,
  THANK_YOU_TEXTS,
} as const;
