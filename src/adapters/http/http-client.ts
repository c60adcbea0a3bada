import axios, { type AxiosInstance, type AxiosProgressEvent } from 'axios';
import type { ServiceName } from '../../domain/errors/http-failure';
import { meaningOf } from '../../domain/errors/http-failure';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import type { ServiceError } from '../../application/ports/service-error';

/** The anti-forgery header; it carries the session's canary once the session has started. */
export const ANTI_FORGERY_HEADER = 'X-CSRF-Token';

export interface HttpClientConfig {
  readonly service: ServiceName;
  readonly baseUrl: string;
  /** A call with no answer within this time fails as a network failure. */
  readonly timeoutMs: number;
  /** The business-check service asks for fresh answers on every call (spec 000 §7). */
  readonly noCache?: boolean;
  /** An error answer whose body is not JSON keeps its text as `body` (the business service's raw response). */
  readonly keepsText?: boolean;
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
  private readonly axios: AxiosInstance;
  private canary: string | null = null;

  constructor(private readonly config: HttpClientConfig) {
    this.axios = axios.create({
      baseURL: config.baseUrl,
      timeout: config.timeoutMs,
      withCredentials: true,
      headers: {
        Accept: 'application/json',
        ...(config.noCache ? { 'Cache-Control': 'no-cache' } : {}),
      },
      // Repeated keys (datumId=a&datumId=b), as the services expect, rather than axios's datumId[]=a.
      paramsSerializer: { indexes: null },
      // Every status reaches the reader: the mapping below decides what is an error.
      validateStatus: () => true,
    });
  }

  startSession(canary: string | null): void {
    this.canary = canary;
  }

  send<T>(request: HttpRequest, read: BodyReader<T>): Promise<Result<T, ServiceError>> {
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
    read: BodyReader<T>,
    readsBody: boolean,
  ): Promise<Result<T, ServiceError>> {
    const { service } = this.config;
    let response;
    try {
      response = await this.axios.request({
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
      // No answer at all: offline, refused, aborted or timed out (status 0).
      return err(failureOf(service, 0, undefined));
    }

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
