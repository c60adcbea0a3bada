import axios, { type AxiosInstance } from 'axios';
import type { AppSettings } from '../../application/ports/app-settings.port';
import type { PartnerProfile } from '../../application/ports/partner-profile.port';
import { partnerColourOf } from '../../domain/branding/brand-colour';
import { fieldOf, isJsonObject } from '../../domain/shared/json-fields';

export interface HttpPartnerProfileConfig {
  /** The public config location, e.g. `https://config.attest.example/partners` or `/api/partner-config`. */
  readonly configBaseUrl: string;
  readonly environment: AppSettings['environment'];
  /** A profile that does not arrive in this time counts as none (branding falls back). */
  readonly timeoutMs?: number;
}

/** Spec is silent on how long to wait for branding: it must not hold the page up for long. */
const DEFAULT_TIMEOUT_MS = 5000;

/** What one GET answered: a colour or none, and whether the answer may be kept for the page's life. */
interface Fetched {
  readonly colour: string | null;
  readonly keep: boolean;
}

/**
 * The partner profile over HTTP (spec 000 §7 'Partner profile').
 *
 * The path is not shown by the spec: this adapter assumes `GET {configBaseUrl}/{partner}/{environment}.json`
 * (the sandbox serves `/api/partner-config/{partner}/{environment}.json`). The request goes without
 * credentials, because the location is public (a credentialed call to a public CDN fails CORS).
 * Answers are cached per partner and environment, and concurrent callers share one request.
 *
 * Spec is silent on what 'cached' keeps: a profile and a definite 'no profile' (a 4xx answer, no
 * colour) are kept for the page's life; a network failure, a time-out or a 5xx answer is not kept,
 * so a later screen tries again instead of losing the branding for the whole visit.
 */
export class HttpPartnerProfile implements PartnerProfile {
  private readonly http: AxiosInstance;
  private readonly cache = new Map<string, Promise<Fetched>>();

  constructor(private readonly config: HttpPartnerProfileConfig) {
    this.http = axios.create({
      timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      withCredentials: false,
      headers: { Accept: 'application/json' },
      validateStatus: () => true,
    });
  }

  async primaryColor(partner: string): Promise<string | null> {
    const key = `${partner}/${this.config.environment}`;
    let pending = this.cache.get(key);
    if (pending === undefined) {
      pending = this.fetch(partner);
      this.cache.set(key, pending);
    }
    const fetched = await pending;
    if (!fetched.keep && this.cache.get(key) === pending) this.cache.delete(key);
    return fetched.colour;
  }

  private async fetch(partner: string): Promise<Fetched> {
    const base = this.config.configBaseUrl.replace(/\/+$/, '');
    const url = `${base}/${encodeURIComponent(partner)}/${encodeURIComponent(this.config.environment)}.json`;
    try {
      const response = await this.http.get<unknown>(url);
      if (response.status >= 500) return { colour: null, keep: false };
      if (response.status < 200 || response.status >= 300) return { colour: null, keep: true };
      return { colour: colourOf(response.data), keep: true };
    } catch {
      return { colour: null, keep: false };
    }
  }
}

function colourOf(body: unknown): string | null {
  if (!isJsonObject(body)) return null;
  return partnerColourOf(fieldOf(body, 'primary_color'));
}
