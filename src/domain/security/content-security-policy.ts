import { originOf } from '../links/address';
import { TRUSTED_TYPES_POLICY_NAMES } from './trusted-types';

/**
 * The parts of the runtime configuration (config.json, src/main/runtime-config.ts) that name the
 * origins the app talks to. The sandbox's configuration has the same fields, so the policy the
 * sandbox sends and the one the app applies are built by this one function from the same data.
 * Relative addresses (`/api/interview`) are the page's own origin.
 */
export interface PolicyConfig {
  readonly interviewServiceUrl: string;
  readonly glsServiceUrl: string;
  readonly partnerConfigUrl: string;
  readonly livenessSessionTokenUrl?: string | null;
  readonly livenessVerifyUrl?: string | null;
  readonly stripePublicKey: string | null;
  readonly sentryDsn: string | null;
  readonly faceTecSdkUrl: string | null;
  readonly imageOrigins?: readonly string[];
}

/** Where Stripe's hosted card fields live (Stripe's documented policy for Stripe.js and Elements). */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

type Directives = Readonly<Record<string, readonly string[]>>;

/** Each origin once, in order, with 'self' first; addresses that name no origin are the page's own. */
function sources(addresses: readonly (string | null | undefined)[]): string[] {
  const origins = addresses.flatMap((address) => {
    const origin = address ? originOf(address) : null;
    return origin === null ? [] : [origin];
  });
  return ["'self'", ...new Set(origins)];
}

/** A Sentry DSN is `https://{key}@{host}/{project}`: reports go to its host, without the key. */
const dsnOrigin = (dsn: string | null): string | null =>
  dsn === null ? null : originOf(dsn.replace(/\/\/[^@/]*@/, '//'));

/**
 * The directives that do not depend on the configuration (issue 11). No 'unsafe-inline' and no
 * 'unsafe-eval' anywhere: the bundle has no inline script or style (index.html carries none, styles
 * are one extracted sheet, React sets style properties through the CSSOM, which the policy allows).
 */
const FIXED: Directives = {
  'default-src': ["'self'"],
  'style-src': ["'self'"],
  'font-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  // Issue 26: no string reaches an HTML, script or script-URL sink except through a policy named
  // here, each made once (trusted-types.ts says whose each is).
  'require-trusted-types-for': ["'script'"],
  'trusted-types': TRUSTED_TYPES_POLICY_NAMES,
};

/**
 * The capture screens show the photo just taken or chosen through an object URL of its bytes
 * (issue 12). `blob:` admits only object URLs, which a page can make only of data it already holds:
 * it loads nothing from elsewhere. data: stays refused.
 */
const PHOTO_PREVIEWS = ['blob:'] as const;

/**
 * What FaceTec's browser SDK (9.7) does beyond running its script, read from the SDK as FaceTec
 * ships it (core-sdk/FaceTecSDK.js/FaceTecSDK.js of its browser package, here the public copy
 * https://github.com/shlapolosa/FaceTecSDK-browser-9.7.27), each allowed only when FaceTec is
 * configured:
 * - images: its screens load FaceTec_images from the images directory (setImagesDirectory,
 *   beside the script, so the script's origin) and show built-in watermark images as data: URLs;
 * - styles: it writes its theme into `<style>` elements it creates (colours of the customisation,
 *   so no fixed hash can name them) and sets a few style attributes: 'unsafe-inline' for styles
 *   only, never for scripts;
 * - workers: with an https resource directory it starts its WebAssembly worker from a blob: URL
 *   whose code imports the resource script (that import is script-src, the SDK's origin); with a
 *   same-origin path, from the path itself ('self');
 * - WebAssembly: 'wasm-unsafe-eval' compiles its module, and never allows eval().
 */
const FACETEC = {
  script: ["'wasm-unsafe-eval'"],
  style: ["'unsafe-inline'"],
  img: ['data:'],
  worker: ['blob:'],
} as const;

const serialise = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * The policy for a configuration: scripts, frames, connections and images only from the origins
 * it names. `frame-ancestors 'none'` only where the policy travels as a header (a `<meta>` policy
 * may not carry it; browsers ignore it there with a console warning).
 */
export function contentSecurityPolicy(config: PolicyConfig, delivery: 'header' | 'meta' = 'header'): string {
  const stripe = config.stripePublicKey !== null;
  const faceTec = config.faceTecSdkUrl;
  const withFaceTec = <T extends string>(extra: readonly T[]): T[] => (faceTec ? [...extra] : []);
  return serialise({
    ...FIXED,
    'style-src': [...FIXED['style-src']!, ...withFaceTec(FACETEC.style)],
    'worker-src': [...FIXED['worker-src']!, ...withFaceTec(FACETEC.worker)],
    'script-src': [...sources([...(stripe ? STRIPE.script : []), faceTec]), ...withFaceTec(FACETEC.script)],
    'connect-src': sources([
      config.interviewServiceUrl,
      config.glsServiceUrl,
      config.partnerConfigUrl,
      config.livenessSessionTokenUrl,
      config.livenessVerifyUrl,
      faceTec,
      dsnOrigin(config.sentryDsn),
      ...(stripe ? STRIPE.connect : []),
    ]),
    'img-src': [...sources([...(config.imageOrigins ?? []), faceTec]), ...PHOTO_PREVIEWS, ...withFaceTec(FACETEC.img)],
    'frame-src': stripe ? [...STRIPE.frame] : ["'none'"],
    ...(delivery === 'header' ? { 'frame-ancestors': ["'none'"] } : {}),
  });
}

/**
 * The policy index.html carries before the configuration is known (one build serves every
 * environment): everything the configuration cannot change is as strict as the full policy, and the
 * sources it names are limited to https (and the page's own origin). Once config.json is read, the
 * app adds the full policy of its configuration beside it; a browser enforces both, so the
 * stricter one wins everywhere. Since any configuration may name FaceTec, the baseline admits what
 * its SDK needs (FACETEC), as it already admitted its 'wasm-unsafe-eval'; the full policy, sent as a
 * header (`npm run headers`) or built into the page (ATTEST_POLICY_CONFIG), admits them only for a
 * configuration that names FaceTec.
 */
export const BASELINE_POLICY: string = serialise({
  ...FIXED,
  'style-src': [...FIXED['style-src']!, ...FACETEC.style],
  'worker-src': [...FIXED['worker-src']!, ...FACETEC.worker],
  'script-src': ["'self'", 'https:', ...FACETEC.script],
  'connect-src': ["'self'", 'https:'],
  'img-src': ["'self'", 'https:', ...PHOTO_PREVIEWS, ...FACETEC.img],
  'frame-src': ['https:'],
});
