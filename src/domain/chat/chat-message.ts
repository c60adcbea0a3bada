/** Who wrote a chat message: the assistant or the applicant (spec 000 §3). */
export type ChatParty = 'agent' | 'client';

export interface ChatMessage {
  readonly id: string;
  readonly content: string;
  readonly party: ChatParty;
  /** Milliseconds since the epoch; a number so the history survives JSON in session storage. */
  readonly createdAt: number;
}
