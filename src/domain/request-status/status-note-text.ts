import { REQUEST_STATUS_MESSAGES } from './messages';
import type { StatusNote } from './status-notes';

const texts = REQUEST_STATUS_MESSAGES.rules;

/** The sentence that states a rule (REQUEST_STATUS_MESSAGES.rules), for the pages and the CLI alike. */
export const statusNoteText = (rule: StatusNote): string =>
  rule.kind === 'expiry' ? texts.expiry(rule.days, rule.expiresOn, rule.expired) : texts.attempts(rule.attempts);
