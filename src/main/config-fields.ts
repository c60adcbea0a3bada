import type { AppSettings } from '../application/ports/app-settings.port';
import type { HelpArticles } from '../domain/business/help-topics';
import { HELP_TOPICS } from '../domain/business/help-topics';
import type { Result } from '../domain/shared/result';
import { acceptAddress, isLoopbackHost, originOf } from '../domain/links/address';
import { err, ok } from '../domain/shared/result';

export type Environment = AppSettings['environment'];

export const ENVIRONMENTS: readonly Environment[] = [
  'dev',
  'int',
  'loadtest',
  'staging',
  'demo',
  'production',
  'sandbox',
];

/**
 * The app's runtime configuration: ONE source, `/config.json` served next to the app, so one
 * build runs in every environment. Addresses are absolute https URLs (plain http only on
 * localhost) or same-origin paths starting with '/'.
 *
 * The FaceTec fields after `faceTecSdkUrl` are optional (absent means null): the spec names a
 * configurable session-token address and an optional verify address for liveness (spec 001 §7)
 * without placing them; the token address defaults to `{interviewServiceUrl}/liveness/session-token`,
 * this project's assumption.
 */
export interface RuntimeConfig {
  readonly interviewServiceUrl: string;
  readonly glsServiceUrl: string;
  readonly partnerConfigUrl: string;
  /** Stripe's publishable key (pk_...); null: no card payments in this environment. */
  readonly stripePublicKey: string | null;
  /** null: error reports are not sent. */
  readonly sentryDsn: string | null;
  /** null: no chat assistant. */
  readonly chatbotId: string | null;
  readonly brandName: string;
  readonly environment: Environment;
  /**
   * The SDK script as FaceTec ships it, `…/core-sdk/FaceTecSDK.js/FaceTecSDK.js`: its resources sit
   * in `resources` beside it and its images in `../FaceTec_images` (the layout of FaceTec's browser
   * sample). null: no video selfie in this environment; then none of the FaceTec fields may be set.
   * Set: faceTecDeviceKey, faceTecPublicKey and livenessVerifyUrl must be set too (config-vendor-rules.ts).
   */
  readonly faceTecSdkUrl: string | null;
  readonly faceTecDeviceKey: string | null;
  readonly faceTecPublicKey: string | null;
  /**
   * The SDK script's subresource-integrity hash (`sha384-…`, as `openssl dgst -sha384 -binary
   * FaceTecSDK.js | openssl base64 -A` prints it after the prefix); optional. Given, the browser
   * runs the script only if its bytes match, and the host serving it must answer CORS (the tag is
   * loaded with crossorigin=anonymous).
   */
  readonly faceTecSdkIntegrity: string | null;
  /** null: the FaceTec SDK runs in development mode. */
  readonly faceTecProductionKey: string | null;
  readonly livenessSessionTokenUrl: string;
  readonly livenessVerifyUrl: string | null;
  /**
   * Spec 001 §7's optional credentials flag for the liveness calls: true sends cookies to a
   * liveness service on another origin. Optional, default false.
   */
  readonly livenessWithCredentials: boolean;
  readonly registrationNotFoundUrl: string;
  readonly signInUrl: string;
  /** The ads dashboard the legacy /google-login notice links to; optional, absent or null: no link. */
  readonly adsDashboardUrl: string | null;
  /**
   * Where issuer images (logos, images in issuer HTML) may come from besides the app's own origin:
   * origins such as `https://assets.attest.example`, no path. Optional, default none. The content
   * security policy's img-src lists exactly these.
   */
  readonly imageOrigins: readonly string[];
  /**
   * The origins a service's transition or interview address may send the page to, besides the
   * page's own (issue 26, ASVS 3.7.2). Optional: absent or null, any address the app's address
   * rule accepts (https, http on loopback); a production configuration should list them.
   */
  readonly redirectOrigins: readonly string[] | null;
  /** The 'Powered by' footer's links (spec 000 §1); each optional, null hides that link. */
  readonly learnMoreUrl: string | null;
  readonly privacyPolicyUrl: string | null;
  readonly termsUrl: string | null;
  /**
   * The business form's help articles (spec 000 §2: by step and question kind), keyed by the
   * topics of HELP_TOPICS, each an address the browser leaves for (externalAddress's rule).
   * Optional: a topic left out shows no help link.
   */
  readonly helpArticles: HelpArticles;
  /**
   * Which tracking adapter gets the app's events (spec 000 §7: 'Tracking adapter, its options ...
   * come from app configuration'): 'none' (optional, the default) sends nothing, 'console' writes
   * each event to the browser console (the sandbox). Spec is silent on a vendor: none is wired yet.
   */
  readonly tracking: TrackingChoice;
}

export const TRACKING_CHOICES = ['none', 'console'] as const;
export type TrackingChoice = (typeof TRACKING_CHOICES)[number];

type Raw = Readonly<Record<string, unknown>>;

const ADDRESS_RULE = "must be an absolute https URL (http only on localhost) or a path starting with '/'";

/**
 * A service or vendor address the app calls or loads from: a path of the page's own origin, or an
 * absolute https URL. Plain http only on loopback (the sandbox, a developer's machine): answers and
 * the SDK would otherwise travel unencrypted, and the policy would admit that origin (ASVS 12.2.1).
 */
function isAddress(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\') && !/\s/.test(value);
  try {
    const url = new URL(value);
    if (url.host === '') return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return false;
  }
}

class ConfigError {
  constructor(readonly message: string) {}
}

const fail = (field: string, rule: string): never => {
  throw new ConfigError(`config.json: ${field} ${rule}`);
};

function address(raw: Raw, field: string): string {
  const value = raw[field];
  if (value === undefined) return fail(field, 'is missing');
  if (typeof value !== 'string' || !isAddress(value)) return fail(field, ADDRESS_RULE);
  return value;
}

const EXTERNAL_RULE = 'must be an absolute https URL (http only on localhost), not a path: the browser is sent there';

/**
 * An address the browser leaves the app for (a full-page redirect or a link out): absolute, https
 * or http on loopback, as the navigator's address rule (acceptAddress 'navigate') takes it. A
 * relative path would be refused by the navigator at the moment the user clicks, so it is refused
 * here, at start, with a message that says why.
 */
function externalAddress(raw: Raw, field: string): string {
  const value = raw[field];
  if (value === undefined) return fail(field, 'is missing');
  if (typeof value !== 'string' || acceptAddress(value, 'navigate') === null) return fail(field, EXTERNAL_RULE);
  return value;
}

/** As externalAddress, optional: absent or null is none. */
function optionalExternalAddress(raw: Raw, field: string): string | null {
  const value = raw[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || acceptAddress(value, 'navigate') === null) {
    return fail(field, `${EXTERNAL_RULE}, or null`);
  }
  return value;
}

function optionalAddress(raw: Raw, field: string, required: boolean): string | null {
  const value = raw[field];
  if (value === undefined && required) return fail(field, 'is missing');
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !isAddress(value)) return fail(field, `${ADDRESS_RULE}, or null`);
  return value;
}

/** A list of origins (`https://host[:port]`, http on loopback only), optional: absent is none. */
function origins(raw: Raw, field: string): string[] {
  const value = raw[field] ?? [];
  const rule = 'must be a list of origins such as "https://assets.example" (no path)';
  if (!Array.isArray(value)) return fail(field, rule);
  return value.map((item: unknown) => {
    if (typeof item !== 'string') return fail(field, rule);
    const origin = originOf(item);
    if (origin === null || origin !== item.replace(/\/$/, '').toLowerCase()) return fail(field, rule);
    if (!origin.startsWith('https:') && acceptAddress(origin, 'navigate') === null) {
      return fail(field, `${rule}, https unless on loopback`);
    }
    return origin;
  });
}

/** An optional object of external addresses (externalAddress's rule) by help topic; absent or null is none. */
function helpArticles(raw: Raw, field: string): HelpArticles {
  const value: unknown = raw[field] ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) return fail(field, 'must be an object of addresses by topic');
  for (const [topic, url] of Object.entries(value as Raw)) {
    const name = `${field}.${topic}`;
    if (!(HELP_TOPICS as readonly string[]).includes(topic)) fail(name, `is not one of ${HELP_TOPICS.join(', ')}`);
    if (typeof url !== 'string' || acceptAddress(url, 'navigate') === null) fail(name, EXTERNAL_RULE);
  }
  return { ...(value as HelpArticles) };
}

function optionalFlag(raw: Raw, field: string): boolean {
  const value = raw[field] ?? false;
  if (typeof value !== 'boolean') return fail(field, 'must be true or false');
  return value;
}

function trackingChoice(raw: Raw, field: string): TrackingChoice {
  const value = raw[field] ?? 'none';
  if (!(TRACKING_CHOICES as readonly unknown[]).includes(value))
    fail(field, `must be one of ${TRACKING_CHOICES.join(', ')}`);
  return value as TrackingChoice;
}

function optionalText(raw: Raw, field: string, required: boolean): string | null {
  const value = raw[field];
  if (value === undefined && required) return fail(field, 'is missing');
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim() === '') return fail(field, 'must be a non-empty string or null');
  return value.trim();
}

/**
 * Reads a parsed config.json field by field; the error is one line naming the first bad field,
 * shown on the page as it is. A secret Stripe key (sk_...) is refused: it must never reach a
 * browser. The vendor rules (the DSN's and the integrity hash's shapes, a vendor named in part)
 * are not applied here but by config-vendor-rules.ts: parseRuntimeConfig applies both.
 */
export function readConfigFields(raw: unknown): Result<RuntimeConfig, string> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return err('config.json: the configuration must be a JSON object');
  }
  const source = raw as Raw;
  try {
    const interviewServiceUrl = address(source, 'interviewServiceUrl');
    const stripePublicKey = optionalText(source, 'stripePublicKey', true);
    if (stripePublicKey !== null && !stripePublicKey.startsWith('pk_')) {
      fail('stripePublicKey', "must be a publishable key starting with 'pk_', or null");
    }
    const brandName = optionalText(source, 'brandName', true);
    if (brandName === null) return fail('brandName', 'must be a non-empty string');
    const environment = source['environment'];
    if (environment === undefined) fail('environment', 'is missing');
    if (!ENVIRONMENTS.includes(environment as Environment))
      fail('environment', `must be one of ${ENVIRONMENTS.join(', ')}`);
    const config: RuntimeConfig = {
      interviewServiceUrl,
      glsServiceUrl: address(source, 'glsServiceUrl'),
      partnerConfigUrl: address(source, 'partnerConfigUrl'),
      stripePublicKey,
      sentryDsn: optionalText(source, 'sentryDsn', true),
      chatbotId: optionalText(source, 'chatbotId', true),
      brandName,
      environment: environment as Environment,
      faceTecSdkUrl: optionalAddress(source, 'faceTecSdkUrl', true),
      faceTecDeviceKey: optionalText(source, 'faceTecDeviceKey', false),
      faceTecPublicKey: optionalText(source, 'faceTecPublicKey', false),
      faceTecSdkIntegrity: optionalText(source, 'faceTecSdkIntegrity', false),
      faceTecProductionKey: optionalText(source, 'faceTecProductionKey', false),
      livenessSessionTokenUrl:
        optionalAddress(source, 'livenessSessionTokenUrl', false) ??
        `${interviewServiceUrl.replace(/\/+$/, '')}/liveness/session-token`,
      livenessVerifyUrl: optionalAddress(source, 'livenessVerifyUrl', false),
      livenessWithCredentials: optionalFlag(source, 'livenessWithCredentials'),
      registrationNotFoundUrl: externalAddress(source, 'registrationNotFoundUrl'),
      signInUrl: externalAddress(source, 'signInUrl'),
      adsDashboardUrl: optionalExternalAddress(source, 'adsDashboardUrl'),
      learnMoreUrl: optionalAddress(source, 'learnMoreUrl', false),
      privacyPolicyUrl: optionalAddress(source, 'privacyPolicyUrl', false),
      termsUrl: optionalAddress(source, 'termsUrl', false),
      imageOrigins: origins(source, 'imageOrigins'),
      redirectOrigins: source['redirectOrigins'] == null ? null : origins(source, 'redirectOrigins'),
      helpArticles: helpArticles(source, 'helpArticles'),
      tracking: trackingChoice(source, 'tracking'),
    };
    return ok(config);
  } catch (error) {
    if (error instanceof ConfigError) return err(error.message);
    throw error;
  }
}

/** Whether the configuration names a vendor, so the vendor rules (config-vendor-rules.ts) apply. */
export const namesAVendor = (config: RuntimeConfig): boolean =>
  (
    [
      'stripePublicKey',
      'sentryDsn',
      'faceTecSdkUrl',
      'faceTecDeviceKey',
      'faceTecPublicKey',
      'faceTecProductionKey',
      'faceTecSdkIntegrity',
    ] as const
  ).some((field) => config[field] !== null);
