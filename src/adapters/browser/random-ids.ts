import type { Ids } from '../../application/ports/ids.port';

/** Random v4 UUIDs (chat session and message ids) from the Web Crypto API. */
export class RandomIds implements Ids {
  constructor(private readonly uuid: () => string = () => globalThis.crypto.randomUUID()) {}

  next(): string {
    return this.uuid();
  }
}
