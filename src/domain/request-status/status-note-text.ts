import { REQUEST_STATUS_MESSAGES } from './messages';
import type { StatusNote } from './status-notes';

/**
 * The sentence that states a rule (REQUEST_STATUS_MESSAGES.rules), for the pages and the CLI alike,
 * read when called so it follows the language shown (issue 28).
 */
export function statusNoteText(rule: StatusNote): string {
  const texts = REQUEST_STATUS_MESSAGES.rules;
  return rule.kind === 'expiry' ? texts.expiry(rule.days, rule.expiresOn, rule.expired) : texts.attempts(rule.attempts);
}
