/**
 * Calls sent before the app's HTTP client exists (issue 25): the start script asks for the first
 * screen's data while the app's script is still downloading, and the client takes each answer
 * instead of asking again. An answer is given out once, and only for the very request it answers:
 * the same method, service address, anti-forgery canary, path, query and body. So a read the start
 * script guessed wrong is only a wasted request; the app never sees an answer to a question it did
 * not ask.
 *
 * Writes are sent early only where the app sends the very same write on arrival, unasked by the
 * person (the finishing page's consent, a business case link's authorization: early-start.ts), so
 * starting it sooner changes nothing but the time. A write that got no answer is sent again by the
 * client, as a read is.
 */

/** The anti-forgery header; it carries the session's canary once the session has started. */
export const ANTI_FORGERY_HEADER = 'X-CSRF-Token';

/** What the client needs of an answer: its status and body text (never logged or stored). */
export interface EarlyAnswer {
  readonly status: number;
  readonly text: string;
}

/** A call the start script sends: a GET unless it says otherwise, a path, its query and a JSON body. */
export interface EarlyCall {
  readonly method?: 'GET' | 'PUT' | 'POST';
  readonly path: string;
  readonly params?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

export type EarlyFetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'text'>>;

/** The query as the client's axios sends it (repeated keys never occur in these reads). */
const queryOf = (params: Readonly<Record<string, unknown>> | undefined): string =>
  params === undefined || Object.keys(params).length === 0
    ? ''
    : `?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`;

/** The request an answer belongs to; the query's keys sorted, so their order never matters. */
const keyOf = (baseUrl: string, canary: string | null, call: EarlyCall): string =>
  [
    call.method ?? 'GET',
    canary ?? '',
    `${baseUrl}${call.path}${queryOf(call.params === undefined ? undefined : Object.fromEntries(Object.entries(call.params).sort()))}`,
    call.body === undefined ? '' : JSON.stringify(call.body),
  ].join(' ');

/**
 * How long a read's answer waits to be taken once it came. The first screens take theirs within
 * moments (the finishing page's after the interview's load, the business form's after two chunks);
 * one still waiting after this was a wrong guess, and a stored answer must not stay in the page's
 * memory. A write's answer waits until taken: the app sends that write on arrival, and sending it
 * twice is not the same as once (a business case's auth code is redeemed once).
 */
export const READ_KEPT_MS = 15_000;

interface Pending {
  readonly answer: Promise<EarlyAnswer | null>;
  readonly read: boolean;
  /** When the answer came (the clock's time); null while it is on its way. */
  cameAt: number | null;
}

export class EarlyAnswers {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly fetchFn: EarlyFetch,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Sends the call with what the client would send (credentials, Accept, the client's own headers
   * such as the business service's Cache-Control, the canary header, a JSON body). Resolves null when no answer came (offline, refused, timed out): the client then
   * sends it itself.
   */
  send(
    baseUrl: string,
    canary: string | null,
    call: EarlyCall,
    timeoutMs: number,
    clientHeaders: Readonly<Record<string, string>> = {},
  ): Promise<EarlyAnswer | null> {
    const headers: Record<string, string> = { Accept: 'application/json', ...clientHeaders };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (canary !== null) headers[ANTI_FORGERY_HEADER] = canary;
    const answer = this.fetchFn(`${baseUrl}${call.path}${queryOf(call.params)}`, {
      method: call.method ?? 'GET',
      credentials: 'include',
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined,
    }).then(
      async (response) => ({ status: response.status, text: await response.text() }),
      () => null,
    );
    const pending: Pending = { answer, read: (call.method ?? 'GET') === 'GET', cameAt: null };
    void answer.then(() => (pending.cameAt = this.now()));
    this.pending.set(keyOf(baseUrl, canary, call), pending);
    return answer;
  }

  /** The answer to exactly this call, once; null when the start script did not send it. */
  take(baseUrl: string, canary: string | null, call: EarlyCall): Promise<EarlyAnswer | null> | null {
    this.dropStaleReads();
    const key = keyOf(baseUrl, canary, call);
    const pending = this.pending.get(key);
    if (pending === undefined) return null;
    this.pending.delete(key);
    return pending.answer;
  }

  /** Each call of the app's clients asks here first, so answers nobody took go with the next one. */
  private dropStaleReads(): void {
    const now = this.now();
    for (const [key, { read, cameAt }] of this.pending) {
      if (read && cameAt !== null && now - cameAt > READ_KEPT_MS) this.pending.delete(key);
    }
  }
}
