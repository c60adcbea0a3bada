/** Fresh unique ids (chat session and message ids). */
export interface Ids {
  next(): string;
}

export const IDS = Symbol.for('Ids');
