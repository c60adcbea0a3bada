import { acceptAddress } from '../domain/links/address';
import type { RuntimeConfig } from './config-fields';

/**
 * The configuration's vendor rules (issue 24): the shapes of the Sentry DSN and the FaceTec SDK's
 * integrity hash, and a vendor named in part. A file of its own so that a configuration naming no
 * vendor (the sandbox's) does not download them: the browser's loader (load-runtime-config.ts)
 * asks for them only when a vendor field is set, and they travel in the chunk of the production
 * module, which such a page loads next anyway (no request of their own). parseRuntimeConfig
 * (runtime-config.ts: tests, the headers script, the build's page policy) applies them always.
 * Each answers the one line the page shows, or null.
 */
export function vendorGaps(config: RuntimeConfig): string | null {
  return (
    sentryDsnGap(config.sentryDsn) ??
    integrityGap(config.faceTecSdkIntegrity) ??
    faceTecGap(config) ??
    stripeGap(config) ??
    productionDebugGap(config)
  );
}

const fail = (field: string, rule: string): string => `config.json: ${field} ${rule}`;

/**
 * A subresource-integrity value (https://www.w3.org/TR/SRI/#the-integrity-attribute): one or more
 * `sha256-`, `sha384-` or `sha512-` and the base64 of a digest of that length. A malformed value
 * would make the browser refuse the script on every load, so it is refused here, at start.
 */
const DIGEST_BASE64_LENGTH: Readonly<Record<string, number>> = { sha256: 44, sha384: 64, sha512: 88 };
function integrityGap(value: string | null): string | null {
  if (value === null) return null;
  const wellFormed = value.split(/\s+/).every((token) => {
    const match = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})$/.exec(token);
    return match !== null && match[2]?.length === DIGEST_BASE64_LENGTH[match[1] ?? ''];
  });
  return wellFormed
    ? null
    : fail(
        'faceTecSdkIntegrity',
        "must be a subresource-integrity hash such as 'sha384-' and 64 base64 characters, or null",
      );
}

/**
 * Sentry's DSN, `https://{publicKey}@{host}/{projectId}`: the parts Sentry's own reader requires
 * (@sentry/core utils/dsn.ts, dsnFromString and validateDsn: protocol http or https, a public key,
 * a host, a numeric project id). Sentry meets a DSN without them with a console line and sends
 * nothing, so every error would be lost in silence; it is refused here instead. https, or http on
 * loopback (acceptAddress's rule), as every other address the browser calls.
 */
const SENTRY_DSN = /^(https?):\/\/(\w+)(?::\w*)?@((?:\[[:.%\w]+\]|[\w.-]+))(?::(\d+))?\/(?:[^?#]*\/)?(\d+)\/?$/;
function sentryDsnGap(value: string | null): string | null {
  if (value === null) return null;
  const insecure = value.startsWith('http:') && acceptAddress(value.replace(/\/\/[^@/]*@/, '//'), 'navigate') === null;
  return SENTRY_DSN.test(value) && !insecure
    ? null
    : fail('sentryDsn', "must be a Sentry DSN 'https://{public key}@{host}/{project id}', or null");
}

/**
 * A vendor named in part is refused: each vendor works only with all of its fields, and a part of
 * one fails later, in front of the applicant (a FaceTec address without its keys ends every video
 * selfie on 'Uh oh, something went wrong!'). One line naming what is missing. FaceTec: the SDK
 * address, the device key, the public face-scan key and the verify address (FaceTec 9.2+ moves
 * the session on only with the scanResultBlob the verify call answers); the production key and the
 * integrity hash are optional, but not without the SDK. The verify address alone is not FaceTec's:
 * the sandbox's liveness stand-in uses it.
 */
function faceTecGap(config: RuntimeConfig): string | null {
  const faceTec: Readonly<Record<string, string | null>> = {
    faceTecSdkUrl: config.faceTecSdkUrl,
    faceTecDeviceKey: config.faceTecDeviceKey,
    faceTecPublicKey: config.faceTecPublicKey,
    livenessVerifyUrl: config.livenessVerifyUrl,
  };
  const missing = Object.keys(faceTec).filter((field) => faceTec[field] === null);
  if (config.faceTecSdkUrl !== null && missing.length > 0) {
    return `config.json: FaceTec is configured in part: ${listed(missing)} ${missing.length > 1 ? 'are' : 'is'} missing (the video selfie needs faceTecSdkUrl, faceTecDeviceKey, faceTecPublicKey and livenessVerifyUrl)`;
  }
  const orphans = (
    ['faceTecDeviceKey', 'faceTecPublicKey', 'faceTecProductionKey', 'faceTecSdkIntegrity'] as const
  ).filter((field) => config[field] !== null);
  if (config.faceTecSdkUrl === null && orphans.length > 0) {
    return `config.json: FaceTec is configured in part: ${listed(orphans)} ${orphans.length > 1 ? 'are' : 'is'} set but faceTecSdkUrl is missing`;
  }
  return null;
}

/**
 * Stripe: its publishable key alone names it, since its script, frame and API origins are fixed
 * (contentSecurityPolicy's STRIPE table); a key must have Stripe's shape (pk_live_ or pk_test_ and
 * its id), and a production environment takes only a live key (a test key there charges no card).
 */
function stripeGap(config: RuntimeConfig): string | null {
  const stripe = config.stripePublicKey;
  if (stripe === null) return null;
  if (!/^pk_(live|test)_[A-Za-z0-9]+$/.test(stripe)) {
    return fail('stripePublicKey', "must be a publishable key 'pk_live_…' or 'pk_test_…', or null");
  }
  if (config.environment === 'production' && !stripe.startsWith('pk_live_')) {
    return fail('stripePublicKey', "must be a live key 'pk_live_…' in production: a test key charges no card");
  }
  return null;
}

/**
 * No debug mode in production (issue 26, ASVS 13.4.2): the FaceTec SDK without its production key
 * runs in development mode (FaceTec's watermark, its sessions not for production use), and console
 * tracking writes every event of the applicant to the browser's console. Both are the sandbox's
 * and test environments' choices, refused in a `production` configuration.
 */
function productionDebugGap(config: RuntimeConfig): string | null {
  if (config.environment !== 'production') return null;
  if (config.faceTecSdkUrl !== null && config.faceTecProductionKey === null) {
    return fail('faceTecProductionKey', 'is missing: in production the FaceTec SDK must not run in development mode');
  }
  if (config.tracking === 'console') {
    return fail('tracking', "must not be 'console' in production: it writes the applicant's events to the console");
  }
  return null;
}

const listed = (fields: readonly string[]): string =>
  fields.length < 2 ? fields.join('') : `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]}`;
