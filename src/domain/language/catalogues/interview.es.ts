import type { Translations } from '../translation';
import type { INTERVIEW_CATALOGUES } from './interview';
import {
  CAMERA_BUTTON_TEXTS_ES,
  CAMERA_FALLBACK_PHONE_TEXTS_ES,
  CAMERA_FALLBACK_TEXTS_ES,
} from '../../capture/camera-fallback.es';
import { CAPTURE_NAMES_ES } from '../../capture/capture-names.es';
import { IN_APP_BROWSER_TEXTS_ES } from '../../capture/in-app-browser-texts.es';
import { CONSENT_TEXTS_ES } from '../../consent/consent-texts.es';
import { FILE_SIZE_TEXTS_ES } from '../../documents/file-size.es';
import { CALENDAR_TEXTS_ES } from '../../forms/calendar-month.es';
import { FORM_LABELS_ES, FORM_MESSAGES_ES } from '../../forms/messages.es';
import { CHECKOUT_TEXTS_ES } from '../../money/checkout.es';
import { POLLING_MESSAGES_ES } from '../../polling/messages.es';
import { DOCUMENT_GROUPING_TEXTS_ES } from '../../questions/document-grouping.es';
import { HAND_OFF_DONE_TEXTS_ES } from '../../questions/hand-off-done.es';
import { QUESTION_TEXTS_ES, SUBMIT_LABELS_ES } from '../../questions/messages.es';
import { SUBMISSION_TEXTS_ES } from '../../questions/submission-texts.es';
import { REQUEST_STATUS_MESSAGES_ES } from '../../request-status/messages.es';
import { ROUTE_TITLES_ES } from '../../session/routes.es';
import { STORAGE_WARNING_TEXTS_ES } from '../../session/storage-warning.es';
import { DATE_TEXTS_ES } from '../../shared/display-date.es';
import { THANK_YOU_TEXTS_ES } from '../../stage/thank-you.es';

/** The Spanish twin of every catalogue in `interview.ts` (glossary: src/ui/texts/GLOSSARY.es.md). */
export const INTERVIEW_CATALOGUES_ES: Translations<typeof INTERVIEW_CATALOGUES> = {
  CALENDAR_TEXTS: CALENDAR_TEXTS_ES,
  CAMERA_BUTTON_TEXTS: CAMERA_BUTTON_TEXTS_ES,
  CAMERA_FALLBACK_PHONE_TEXTS: CAMERA_FALLBACK_PHONE_TEXTS_ES,
  CAMERA_FALLBACK_TEXTS: CAMERA_FALLBACK_TEXTS_ES,
  CAPTURE_NAMES: CAPTURE_NAMES_ES,
  CHECKOUT_TEXTS: CHECKOUT_TEXTS_ES,
  CONSENT_TEXTS: CONSENT_TEXTS_ES,
  DATE_TEXTS: DATE_TEXTS_ES,
  DOCUMENT_GROUPING_TEXTS: DOCUMENT_GROUPING_TEXTS_ES,
  FILE_SIZE_TEXTS: FILE_SIZE_TEXTS_ES,
  FORM_LABELS: FORM_LABELS_ES,
  FORM_MESSAGES: FORM_MESSAGES_ES,
  HAND_OFF_DONE_TEXTS: HAND_OFF_DONE_TEXTS_ES,
  IN_APP_BROWSER_TEXTS: IN_APP_BROWSER_TEXTS_ES,
  POLLING_MESSAGES: POLLING_MESSAGES_ES,
  QUESTION_TEXTS: QUESTION_TEXTS_ES,
  REQUEST_STATUS_MESSAGES: REQUEST_STATUS_MESSAGES_ES,
  ROUTE_TITLES: ROUTE_TITLES_ES,
  STORAGE_WARNING_TEXTS: STORAGE_WARNING_TEXTS_ES,
  SUBMISSION_TEXTS: SUBMISSION_TEXTS_ES,
  SUBMIT_LABELS: SUBMIT_LABELS_ES,
  THANK_YOU_TEXTS: THANK_YOU_TEXTS_ES,
};
