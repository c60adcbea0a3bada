import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import type { ServiceName } from '../../domain/errors/http-failure';
import { meaningOf } from '../../domain/errors/http-failure';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import type { ServiceError } from '../../application/ports/service-error';
import type { EarlyAnswer, EarlyAnswers } from './early-answers';
import { ANTI_FORGERY_HEADER } from './early-answers';

export { ANTI_FORGERY_HEADER };

export interface HttpClientConfig {
  readonly service: ServiceName;
  readonly baseUrl: string;
  /** A call with no answer within this time fails as a network failure. */
  readonly timeoutMs: number;
  /** The business-check service asks for fresh answers on every call (spec 000 §7). */
  readonly noCache?: boolean;
  /** An error answer whose body is not JSON keeps its text as `body` (the business service's raw response). */
  readonly keepsText?: boolean;
  /** Answers the start script fetched for this client's first reads (issue 25). */
  readonly early?: EarlyAnswers;
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly params?: Readonly<Record<string, string | boolean | readonly string[]>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly onUploadProgress?: (fraction: number) => void;
}

/**
 * Reads an answer's body. It sees the status too, so that a call can treat an error status as a
 * normal answer (a 404 submission is 'no submission', a 400 on notifications a normal result).
 * Returning null for an error status means 'not mine': the usual error mapping applies. An error
 * answer whose body is not JSON reaches the reader as undefined.
 */
export type BodyReader<T> = (body: unknown, status: number) => Result<T, string> | null;

const succeeded = (status: number): boolean => (status >= 200 && status < 300) || status === 304;

/**
 * One backend over axios: base URL, JSON, credentials, the anti-forgery header after the session
 * starts, and spec 000 §8's error mapping into ServiceError values. It never throws.
 */
export class HttpClient {
  private axios: Promise<AxiosInstance> | null = null;
  private canary: string | null = null;

  constructor(private readonly config: HttpClientConfig) {}

  /**
   * axios, in a chunk of its own, loaded on the first call the client sends itself: a first screen
   * whose reads the start script answered (EarlyAnswers) shows without it (issue 25: 12.7 KB gzipped
   * off the overview's start JavaScript). A chunk that cannot load (offline) is no answer, and the
   * next call tries again.
   */
  private client(): Promise<AxiosInstance> {
    this.axios ??= import(/* webpackChunkName: "axios" */ 'axios').then(
      ({ default: axios }) =>
        axios.create({
          baseURL: this.config.baseUrl,
          timeout: this.config.timeoutMs,
          withCredentials: true,
          headers: {
            Accept: 'application/json',
            ...(this.config.noCache ? { 'Cache-Control': 'no-cache' } : {}),
          },
          // Repeated keys (datumId=a&datumId=b), as the services expect, rather than axios's datumId[]=a.
          paramsSerializer: { indexes: null },
          // Every status reaches the reader: the mapping below decides what is an error.
          validateStatus: () => true,
        }),
      (error: unknown) => {
        this.axios = null;
        throw error;
      },
    );
    return this.axios;
  }

  startSession(canary: string | null): void {
    this.canary = canary;
  }

  /**
   * `read` may still be loading (a reader in a chunk of its own): it loads beside the call, and a
   * reader that cannot load (offline) fails the call as a network failure, as the call itself would.
   */
  send<T>(request: HttpRequest, read: BodyReader<T> | Promise<BodyReader<T>>): Promise<Result<T, ServiceError>> {
    return this.exchange(request, read, true);
  }

  /**
   * A call whose answer the app does not read. Spec is silent on a success whose body is not JSON
   * for such a call (a plain 'OK', a proxy's page): it is a success, since refusing it as malformed
   * would report a failure for something that happened, such as a payment taken or a consent
   * given. Error statuses keep the usual mapping.
   */
  sendIgnoringBody(request: HttpRequest): Promise<Result<void, ServiceError>> {
    return this.exchange(request, (_body, status) => (succeeded(status) ? ok(undefined) : null), false);
  }

  private async exchange<T>(
    request: HttpRequest,
    reader: BodyReader<T> | Promise<BodyReader<T>>,
    readsBody: boolean,
  ): Promise<Result<T, ServiceError>> {
    const { service } = this.config;
    // Settled at once, so a reader that cannot load is never an unhandled rejection while the call runs.
    const loaded = Promise.resolve(reader).then(
      (read) => ({ read }),
      () => null,
    );
    const response = (await this.earlyAnswer(request)) ?? (await this.sendOverAxios(request));
    const read = (await loaded)?.read;
    // No answer at all (offline, refused, aborted or timed out: status 0), or no reader for it.
    if (response === null || read === undefined) return err(failureOf(service, 0, undefined));

    const parsed = parseBody(response.data);
    const body = parsed.ok ? parsed.value : undefined;
    if (!succeeded(response.status)) {
      // An error status may be a normal answer whatever its body (a proxy's HTML 404 is still not-found).
      const own = read(body, response.status);
      const kept = parsed.ok || !this.config.keepsText ? body : response.data;
      if (own === null) return err(failureOf(service, response.status, kept));
      return own.ok ? own : err(malformed(`${request.method} ${request.path}: ${own.error}`));
    }
    if (!parsed.ok && readsBody) return err(malformed(`${request.method} ${request.path}: the answer is not JSON`));
    const result = read(body, response.status);
    if (result === null || !result.ok) {
      const detail = result === null ? 'unexpected answer' : result.error;
      return err(malformed(`${request.method} ${request.path}: ${detail}`));
    }
    return result;
  }

  /** The call over axios; null when no answer came at all (or axios could not load). */
  private async sendOverAxios(
    request: HttpRequest,
  ): Promise<{ readonly status: number; readonly data: unknown } | null> {
    try {
      const axios = await this.client();
      return await axios.request({
        method: request.method,
        url: request.path,
        params: request.params,
        data: request.body,
        headers: {
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(this.canary === null ? {} : { [ANTI_FORGERY_HEADER]: this.canary }),
          ...request.headers,
        },
        onUploadProgress: request.onUploadProgress ? progressOf(request.onUploadProgress) : undefined,
        responseType: 'text',
        transformResponse: (data: unknown) => data,
      });
    } catch {
      return null;
    }
  }

  /**
   * The start script's answer to this very call, if it sent one: the same method, path, query,
   * body and canary, and no headers of its own. Null otherwise, or when that call got no answer
   * (the client then sends it itself: a blip while the page loaded should not fail the load).
   */
  private async earlyAnswer(request: HttpRequest): Promise<{ readonly status: number; readonly data: string } | null> {
    if (request.method === 'DELETE' || request.headers !== undefined || request.onUploadProgress) return null;
    const { method, path, params, body } = request;
    const pending = this.config.early?.take(this.config.baseUrl, this.canary, { method, path, params, body }) ?? null;
    const answer: EarlyAnswer | null = pending === null ? null : await pending;
    return answer === null ? null : { status: answer.status, data: answer.text };
  }
}

const progressOf =
  (report: (fraction: number) => void) =>
  (event: AxiosProgressEvent): void => {
    if (event.total) report(Math.min(1, event.loaded / event.total));
  };

/** An empty body (204, or a bare 200) reads as null; anything else must be JSON. */
function parseBody(data: unknown): Result<unknown, null> {
  if (data === undefined || data === null || data === '') return ok(null);
  if (typeof data !== 'string') return ok(data);
  try {
    return ok(JSON.parse(data) as unknown);
  } catch {
    return err(null);
  }
}

const malformed = (message: string): ServiceError => ({ kind: 'malformed', reason: 'unexpected', message });

function failureOf(service: ServiceName, status: number, body: unknown): ServiceError {
  const meaning = meaningOf({ service, status, body });
  if (meaning.kind === 'invalid-business-address') {
    return { kind: 'invalid-business-address', status, message: meaning.message };
  }
  if (status === 0) return { kind: 'network', reason: 'cancelled-network-request', message: meaning.message };
  return { kind: 'http', status, reason: meaning.reason, message: meaning.message, ...(body == null ? {} : { body }) };
}
