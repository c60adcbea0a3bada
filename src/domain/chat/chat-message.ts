/** Who wrote a chat message: the assistant or the applicant (spec 000 §3). */
export type ChatParty = 'agent' | 'client';

/**
 * The assistant's own fixed messages (CHAT_TEXTS): shown from the catalogue in the page's language
 * (issue 28), not from `content`, which keeps the words as they were when the message was added.
 */
export type FixedChatMessage = 'welcome' | 'failure';

export interface ChatMessage {
  readonly id: string;
  readonly content: string;
  /** Set on Evie's fixed messages only: which one it is (see FixedChatMessage). */
  readonly fixed?: FixedChatMessage;
  readonly party: ChatParty;
  /** Milliseconds since the epoch; a number so the history survives JSON in session storage. */
  readonly createdAt: number;
}
