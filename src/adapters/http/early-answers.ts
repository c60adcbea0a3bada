/**
 * Reads sent before the app's HTTP client exists (issue 25): the start script asks for the first
 * screen's data while the app's script is still downloading, and the client takes each answer
 * instead of asking again. An answer is given out once, and only for the very request it answers:
 * the same service address, anti-forgery canary, path and query. So a read the start script
 * guessed wrong is only a wasted request; the app never sees an answer to a question it did not ask.
 */

/** The anti-forgery header; it carries the session's canary once the session has started. */
export const ANTI_FORGERY_HEADER = 'X-CSRF-Token';

/** What the client needs of an answer: its status and body text (never logged or stored). */
export interface EarlyAnswer {
  readonly status: number;
  readonly text: string;
}

/** A GET the start script sends: a path of the service and its query. */
export interface EarlyRead {
  readonly path: string;
  readonly params?: Readonly<Record<string, string>>;
}

export type EarlyFetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'text'>>;

/** The query as the client's axios sends it (repeated keys never occur in these reads). */
const queryOf = (params: Readonly<Record<string, unknown>> | undefined): string =>
  params === undefined || Object.keys(params).length === 0
    ? ''
    : `?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`;

/** The request an answer belongs to; the query's keys sorted, so their order never matters. */
const keyOf = (baseUrl: string, canary: string | null, path: string, params?: Readonly<Record<string, unknown>>) =>
  `${canary ?? ''} ${baseUrl}${path}${queryOf(params === undefined ? undefined : Object.fromEntries(Object.entries(params).sort()))}`;

export class EarlyAnswers {
  private readonly pending = new Map<string, Promise<EarlyAnswer | null>>();

  constructor(private readonly fetchFn: EarlyFetch) {}

  /**
   * Sends the read with what the client would send (credentials, Accept, the canary header).
   * Resolves null when no answer came (offline, refused, timed out): the client then asks itself.
   */
  send(baseUrl: string, canary: string | null, read: EarlyRead, timeoutMs: number): Promise<EarlyAnswer | null> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (canary !== null) headers[ANTI_FORGERY_HEADER] = canary;
    const answer = this.fetchFn(`${baseUrl}${read.path}${queryOf(read.params)}`, {
      credentials: 'include',
      headers,
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined,
    }).then(
      async (response) => ({ status: response.status, text: await response.text() }),
      () => null,
    );
    this.pending.set(keyOf(baseUrl, canary, read.path, read.params), answer);
    return answer;
  }

  /**
   * Drops the answers nobody took (the app's first load is over): a stored answer the app did not
   * ask for must not stay in the page's memory.
   */
  forget(): void {
    this.pending.clear();
  }

  /** The answer to exactly this GET, once; null when the start script did not send it. */
  take(
    baseUrl: string,
    canary: string | null,
    path: string,
    params?: Readonly<Record<string, unknown>>,
  ): Promise<EarlyAnswer | null> | null {
    const key = keyOf(baseUrl, canary, path, params);
    const answer = this.pending.get(key);
    if (answer === undefined) return null;
    this.pending.delete(key);
    return answer;
  }
}
