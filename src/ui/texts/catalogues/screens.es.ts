import type { Translations } from '../../../domain/language/translation';
import { BUSINESS_TEXTS_ES } from '../business-texts.es';
import { CHAT_UI_TEXTS_ES } from '../chat-texts.es';
import { FORM_TEXTS_ES } from '../form-texts.es';
import { ISSUER_HTML_TEXTS_ES } from '../issuer-html-texts.es';
import { PICKER_TEXTS_ES } from '../picker-texts.es';
import { RICH_TEXT_COLOUR_NAMES_ES, RICH_TEXT_TEXTS_ES } from '../rich-text-texts.es';
import { SCREEN_TEXTS_ES } from '../screen-texts.es';
import { SHELL_TEXTS_ES } from '../shell-texts.es';
import { STATUS_EVENT_TEXTS_ES } from '../status-event-texts.es';
import type { SCREEN_CATALOGUES } from './screens';

/** The Spanish twin of every catalogue in `screens.ts` (glossary: src/ui/texts/GLOSSARY.es.md). */
export const SCREEN_CATALOGUES_ES: Translations<typeof SCREEN_CATALOGUES> = {
  BUSINESS_TEXTS: BUSINESS_TEXTS_ES,
  CHAT_UI_TEXTS: CHAT_UI_TEXTS_ES,
  SCREEN_TEXTS: SCREEN_TEXTS_ES,
  SHELL_TEXTS: SHELL_TEXTS_ES,
  STATUS_EVENT_TEXTS: STATUS_EVENT_TEXTS_ES,
  ISSUER_HTML_TEXTS: ISSUER_HTML_TEXTS_ES,
  FORM_TEXTS: FORM_TEXTS_ES,
  RICH_TEXT_TEXTS: RICH_TEXT_TEXTS_ES,
  RICH_TEXT_COLOUR_NAMES: RICH_TEXT_COLOUR_NAMES_ES,
  PICKER_TEXTS: PICKER_TEXTS_ES,
};
