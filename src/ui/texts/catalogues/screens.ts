import { BUSINESS_TEXTS } from '../business-texts';
import { CHAT_UI_TEXTS } from '../chat-texts';
import { FORM_TEXTS } from '../form-texts';
import { ISSUER_HTML_TEXTS } from '../issuer-html-texts';
import { PICKER_TEXTS } from '../picker-texts';
import { RICH_TEXT_COLOUR_NAMES, RICH_TEXT_TEXTS } from '../rich-text-texts';
import { SCREEN_TEXTS } from '../screen-texts';
import { SHELL_TEXTS } from '../shell-texts';
import { STATUS_EVENT_TEXTS } from '../status-event-texts';

/**
 * The screens' and the shell's texts (src/ui/texts, src/ui/screens, shell, chat, forms, components) (issue 28): every catalogue of texts it holds, by the constant's own name. Its Spanish twins
 * are in `screens.es.ts`, typed against this object, so a catalogue left out there fails to compile.
 */
export const SCREEN_CATALOGUES = {
  BUSINESS_TEXTS,
  CHAT_UI_TEXTS,
  SCREEN_TEXTS,
  SHELL_TEXTS,
  STATUS_EVENT_TEXTS,
  ISSUER_HTML_TEXTS,
  FORM_TEXTS,
  RICH_TEXT_TEXTS,
  RICH_TEXT_COLOUR_NAMES,
  PICKER_TEXTS,
} as const;
