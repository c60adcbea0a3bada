import { TRUNCATED_LENGTH, TRUNCATE_ABOVE_CHARS } from './chat-constants';
import { CHAT_TEXTS } from './messages';

export interface DisplayedMessage {
  readonly text: string;
  /** Show the 'View More' control that reveals the whole message. */
  readonly viewMore: boolean;
}

/**
 * How a message shows in the list (spec 000 §5): over 550 characters, the first 500 plus '...'
 * and 'View More'. Characters are counted as code points, so an emoji is never cut in half.
 * Spec is silent on what "unless disallowed" covers: a message whose truncation is disallowed
 * (for example once the applicant chose View More) shows in full; truncating without a way to
 * read the rest would hide the answer.
 */
export function displayedMessage(content: string, truncationAllowed = true): DisplayedMessage {
  const characters = [...content];
  if (!truncationAllowed || characters.length <= TRUNCATE_ABOVE_CHARS) return { text: content, viewMore: false };
  return { text: characters.slice(0, TRUNCATED_LENGTH).join('') + CHAT_TEXTS.ellipsis, viewMore: true };
}
