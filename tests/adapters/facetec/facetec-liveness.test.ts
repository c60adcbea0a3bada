import type {
  FaceTecOptions,
  FaceTecScanCallback,
  FaceTecSdk,
  FaceTecSessionResult,
} from '../../../src/adapters/facetec/facetec-liveness';
import { FaceTecLiveness } from '../../../src/adapters/facetec/facetec-liveness';
import { sdkDirectories } from '../../../src/adapters/facetec/facetec-package';
import type { ScriptHost } from '../../../src/adapters/facetec/script-loader';

type FakeScript = ReturnType<ScriptHost['createElement']>;

/** A document whose script tags load or fail as the test says, and which records them. */
function fakeDocument(outcome: 'load' | 'error') {
  const appended: FakeScript[] = [];
  const host: ScriptHost = {
    createElement: () => ({ src: '', async: false, integrity: '', crossOrigin: null, onload: null, onerror: null }),
    head: {
      appendChild: (node) => {
        const script = node as FakeScript;
        appended.push(script);
        queueMicrotask(() => (outcome === 'load' ? script.onload?.() : script.onerror?.()));
        return node;
      },
    },
  };
  return { host, appended };
}

// The enum values of FaceTec 9.7's FaceTecPublicApi.d.ts (FaceTecSessionStatus, FaceTecSDKStatus).
const SESSION_STATUS = {
  SessionCompletedSuccessfully: 0,
  Timeout: 2,
  OrientationChangeDuringSession: 5,
  UserCancelled: 7,
  UnknownInternalError: 18,
};
const SDK_STATUS = {
  NeverInitialized: 0,
  Initialized: 1,
  NetworkIssues: 2,
  DeviceNotSupported: 5,
  DeviceInLandscapeMode: 6,
  DeviceLockedOut: 7,
};

/** What the fake FaceTec server puts in a scanResultBlob: whether the SDK goes on to a retry. */
const blobFor = (status: string, scan: number) => `blob:${status === 'PASSED' ? 'done' : 'retry'}:${scan}`;

/**
 * A stand-in for the FaceTec SDK, typed by its declarations (FaceTecSdk), whose sessions end with
 * the given statuses, one per attempt. As the real SDK (FaceTecPublicApi.d.ts), proceedToNextStep
 * reads the server's blob: a retry blob starts the next attempt, a done blob ends the session;
 * cancel ends it. The deprecated succeed and retry are recorded, so a test sees they are unused.
 */
function fakeSdk(sdkStatus: number, sessionStatuses: number[], version = '9.7.76') {
  const log = {
    sessions: 0,
    callbacks: [] as string[],
    modes: [] as string[],
    resources: [] as string[],
    images: [] as string[],
    /** Each localization given to the SDK, in order. */
    localizations: [] as Record<string, string>[],
    /** What the SDK was asked to do, in order: 'initialize', 'configureLocalization', 'session'. */
    steps: [] as string[],
  };
  const sdk: FaceTecSdk = {
    FaceTecSDKStatus: SDK_STATUS,
    FaceTecSessionStatus: SESSION_STATUS,
    version: () => version,
    setResourceDirectory: (path) => log.resources.push(path),
    setImagesDirectory: (path) => log.images.push(path),
    initializeInDevelopmentMode: (_key, _publicKey, done) => {
      log.modes.push('development');
      log.steps.push('initialize');
      done(sdkStatus === SDK_STATUS.Initialized);
    },
    initializeInProductionMode: (_productionKey, _key, _publicKey, done) => {
      log.modes.push('production');
      done(sdkStatus === SDK_STATUS.Initialized);
    },
    getStatus: () => sdkStatus,
    configureLocalization: (strings) => {
      log.localizations.push(strings);
      log.steps.push('configureLocalization');
    },
    createFaceTecAPIUserAgentString: (sessionId) => `facetec|webapp|9.7.76|${sessionId}`,
    FaceTecSession: class {
      constructor(processor: ConstructorParameters<FaceTecSdk['FaceTecSession']>[0], token: string) {
        log.sessions += 1;
        log.steps.push('session');
        const attempt = (index: number): void => {
          const status = sessionStatuses[index] ?? SESSION_STATUS.SessionCompletedSuccessfully;
          const result: FaceTecSessionResult = {
            status,
            sessionId: `${token}-${index}`,
            faceScan: 'scan',
            auditTrail: ['selfie', 'trail-2'],
            lowQualityAuditTrail: ['low-selfie'],
            isCompletelyDone: false,
          };
          const callback: FaceTecScanCallback = {
            proceedToNextStep: (blob) => {
              log.callbacks.push(`proceedToNextStep(${blob})`);
              if (blob.startsWith('blob:retry')) attempt(index + 1);
              else processor.onFaceTecSDKCompletelyDone();
            },
            succeed: () => log.callbacks.push('succeed (deprecated)'),
            retry: () => log.callbacks.push('retry (deprecated)'),
            cancel: () => (log.callbacks.push('cancel'), processor.onFaceTecSDKCompletelyDone()),
            uploadProgress: () => undefined,
          };
          processor.processSessionResultWhileFaceTecSDKWaits(result, callback);
        };
        attempt(0);
      }
    } as unknown as FaceTecSdk['FaceTecSession'],
  };
  return { sdk, log };
}

const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

function liveness(overrides: Partial<FaceTecOptions> = {}) {
  const document = fakeDocument('load');
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const options: FaceTecOptions = {
    sdkUrl: 'https://cdn.example/core-sdk/FaceTecSDK.js/FaceTecSDK.js',
    deviceKey: 'device-key',
    publicFaceScanKey: 'public-key',
    productionKey: null,
    sessionTokenUrl: '/api/interview/liveness/session-token',
    verifyUrl: '/api/liveness/verify',
    withCredentials: true,
    antiForgeryToken: () => 'canary-1',
    scripts: () => document.host,
    sdk: () => fakeSdk(SDK_STATUS.Initialized, []).sdk,
    fetch: (async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return init?.method === 'POST'
        ? answer(200, { livenessStatus: 'PASSED', facemap: 'map-1', scanResultBlob: blobFor('PASSED', 1) })
        : answer(200, { sessionToken: 'token-1' });
    }) as typeof fetch,
    userAgent: () => 'Mozilla/5.0',
    ...overrides,
  };
  return { adapter: new FaceTecLiveness(options), document, requests };
}

/** Records the retries a session announces. */
function events() {
  const retries: number[] = [];
  return { retries, onRetry: (left: number) => retries.push(left) };
}

/** A fetch whose session token says `triesRemaining` and whose verify answers the statuses in turn. */
function service(
  verdicts: string[],
  tokenBody: Record<string, unknown> = { sessionToken: 'token-1' },
  withBlob = true,
) {
  const posts: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return answer(200, tokenBody);
    posts.push({ url, init });
    const status = verdicts[posts.length - 1] ?? 'PASSED';
    return answer(200, {
      livenessStatus: status,
      facemap: status === 'PASSED' ? 'map-1' : null,
      ...(withBlob ? { scanResultBlob: blobFor(status, posts.length) } : {}),
    });
  }) as typeof fetch;
  return { fetchFn, posts };
}

describe('FaceTecLiveness: loading the vendor SDK', () => {
  it('fails with unexpected and loads nothing when no SDK address is configured', async () => {
    const { adapter, document } = liveness({ sdkUrl: null });
    expect(await adapter.run(events(), 'en')).toEqual({ ok: false, error: 'unexpected' });
    expect(document.appended).toEqual([]);
  });

  it('fails with unexpected when the device key is missing, before loading anything', async () => {
    const { adapter, document } = liveness({ deviceKey: null });
    expect(await adapter.run(events(), 'en')).toEqual({ ok: false, error: 'unexpected' });
    expect(document.appended).toEqual([]);
  });

  it('adds one async script tag with the configured address', async () => {
    const { adapter, document } = liveness();
    await adapter.run(events(), 'en');
    await adapter.run(events(), 'en');
    expect(document.appended).toHaveLength(1);
    expect(document.appended[0]).toMatchObject({
      src: 'https://cdn.example/core-sdk/FaceTecSDK.js/FaceTecSDK.js',
      async: true,
      integrity: '',
      crossOrigin: null,
    });
  });

  it('loads the script with its integrity hash and crossorigin=anonymous when one is configured', async () => {
    const hash = `sha384-${'A'.repeat(64)}`;
    const { adapter, document } = liveness({ sdkIntegrity: hash });
    await adapter.prepare('en');
    expect(document.appended[0]).toMatchObject({ integrity: hash, crossOrigin: 'anonymous' });
  });

  it('fails with network-outage when the browser refuses the script (a hash that does not match)', async () => {
    const refusing = fakeDocument('error');
    const { adapter } = liveness({ scripts: () => refusing.host, sdkIntegrity: `sha384-${'B'.repeat(64)}` });
    expect(await adapter.prepare('en')).toEqual({ ok: false, error: 'network-outage' });
  });

  it('fails with network-outage when the script cannot load, and loads afresh on the next try', async () => {
    const failing = fakeDocument('error');
    const { adapter } = liveness({ scripts: () => failing.host });
    expect(await adapter.run(events(), 'en')).toEqual({ ok: false, error: 'network-outage' });
    expect(await adapter.run(events(), 'en')).toEqual({ ok: false, error: 'network-outage' });
    expect(failing.appended).toHaveLength(2);
  });

  it('fails with network-outage when there is no document to load into', async () => {
    const { adapter } = liveness({ scripts: () => undefined });
    expect(await adapter.run(events(), 'en')).toEqual({ ok: false, error: 'network-outage' });
  });

  it('refuses an SDK of another version than 9.7.76', async () => {
    const { adapter } = liveness({ sdk: () => fakeSdk(SDK_STATUS.Initialized, [], '9.6.0').sdk });
    expect(await adapter.prepare('en')).toEqual({ ok: false, error: 'unexpected' });
  });

  it('prepares ahead of a session: loads, points the SDK at its resources and images, initialises', async () => {
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { adapter, document, requests } = liveness({ sdk: () => sdk });
    expect(await adapter.prepare('en')).toEqual({ ok: true, value: undefined });
    expect(await adapter.prepare('en')).toEqual({ ok: true, value: undefined });
    expect(document.appended).toHaveLength(1);
    expect(log.resources).toEqual(['https://cdn.example/core-sdk/FaceTecSDK.js/resources']);
    expect(log.images).toEqual(['https://cdn.example/core-sdk/FaceTec_images']);
    expect(log.modes).toEqual(['development']);
    expect(requests).toEqual([]);
  });

  it("finds the folders of FaceTec's package layout for a same-origin path too", () => {
    expect(sdkDirectories('/vendor/facetec/core-sdk/FaceTecSDK.js/FaceTecSDK.js')).toEqual({
      resources: '/vendor/facetec/core-sdk/FaceTecSDK.js/resources',
      images: '/vendor/facetec/core-sdk/FaceTec_images',
    });
  });

  it('fails with unexpected when the verify address is missing, before loading anything', async () => {
    const { adapter, document } = liveness({ verifyUrl: null });
    expect(await adapter.run(events(), 'en')).toEqual({ ok: false, error: 'unexpected' });
    expect(document.appended).toEqual([]);
  });

  it('fails with unexpected when the script ran but the SDK is not there', async () => {
    const { adapter } = liveness({ sdk: () => undefined });
    expect(await adapter.run(events(), 'en')).toEqual({ ok: false, error: 'unexpected' });
  });
});

describe('FaceTecLiveness: session (with a fake SDK)', () => {
  it.each([
    [SDK_STATUS.NetworkIssues, 'network-outage'],
    [SDK_STATUS.DeviceInLandscapeMode, 'facetec-device-in-landscape-mode'],
    [SDK_STATUS.DeviceLockedOut, 'facetec-device-locked-out'],
    [SDK_STATUS.DeviceNotSupported, 'facetec-unsupported-browser-old'],
    [SDK_STATUS.NeverInitialized, 'unexpected'],
  ])('maps the init status %s to %s, and tries to initialise again next time', async (status, failure) => {
    const { sdk, log } = fakeSdk(status, []);
    const { adapter, requests } = liveness({ sdk: () => sdk, userAgent: () => 'Mozilla/5.0 Chrome/60.0' });
    expect(await adapter.prepare('en')).toEqual({ ok: false, error: failure });
    expect(await adapter.run(events(), 'en')).toEqual({ ok: false, error: failure });
    expect(log.modes).toHaveLength(2);
    expect(requests).toEqual([]);
  });

  it('initialises the SDK once, in production mode when a production key is configured', async () => {
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { adapter } = liveness({ sdk: () => sdk, productionKey: 'production-key-text' });
    await adapter.run(events(), 'en');
    await adapter.run(events(), 'en');
    expect(log.modes).toEqual(['production']);
    expect(log.sessions).toBe(2);
  });

  it('gets a session token with credentials and the anti-forgery, device key and user-agent headers', async () => {
    const { adapter, requests } = liveness();
    await adapter.run(events(), 'en');
    expect(requests[0]).toEqual({
      url: '/api/interview/liveness/session-token',
      init: {
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'X-Device-Key': 'device-key',
          'X-User-Agent': 'facetec|webapp|9.7.76|',
          'X-CSRF-Token': 'canary-1',
        },
      },
    });
  });

  it('keeps cookies to its own origin without the credentials flag, and sends no anti-forgery header without a session', async () => {
    const { adapter, requests } = liveness({ withCredentials: false, antiForgeryToken: () => null });
    await adapter.run(events(), 'en');
    expect(requests[0]?.init).toMatchObject({ credentials: 'same-origin' });
    expect(requests[0]?.init?.headers).not.toHaveProperty('X-CSRF-Token');
  });

  it.each([
    [401, 'expired'],
    [440, 'expired'],
    [409, 'busy'],
    [423, 'facetec-device-locked-out'],
    [429, 'rate-limited'],
    [500, 'unexpected'],
  ])('maps a session-token answer %s to %s without starting a session', async (status, failure) => {
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { adapter } = liveness({ sdk: () => sdk, fetch: (async () => answer(status, {})) as typeof fetch });
    expect(await adapter.run(events(), 'en')).toEqual({ ok: false, error: failure });
    expect(log.sessions).toBe(0);
  });

  it('fails with unexpected on a token answer without a token, network-outage without an answer, cancelled-network-request when aborted', async () => {
    const empty = liveness({ fetch: (async () => answer(200, {})) as typeof fetch });
    expect(await empty.adapter.run(events(), 'en')).toEqual({ ok: false, error: 'unexpected' });
    const offline = liveness({ fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch });
    expect(await offline.adapter.run(events(), 'en')).toEqual({ ok: false, error: 'network-outage' });
    const aborted = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const cancelled = liveness({ fetch: (async () => Promise.reject(aborted)) as typeof fetch });
    expect(await cancelled.adapter.run(events(), 'en')).toEqual({ ok: false, error: 'cancelled-network-request' });
  });

  it('passes: posts the scan and selfie with the session’s user agent and answers the verified face map', async () => {
    const { fetchFn, posts } = service(['PASSED']);
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { adapter } = liveness({ sdk: () => sdk, fetch: fetchFn, verifyUrl: '/api/liveness/verify' });
    const seen = events();
    expect(await adapter.run(seen, 'en')).toEqual({
      ok: true,
      value: {
        status: 'PASSED',
        sessionId: 'token-1-0',
        faceScan: 'scan',
        faceMap: 'map-1',
        auditTrailImages: ['selfie', 'trail-2'],
      },
    });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/api/liveness/verify');
    expect(JSON.parse(String(posts[0]?.init.body))).toEqual({ facescan: 'scan', selfie_image: 'selfie' });
    expect(posts[0]?.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-User-Agent': 'facetec|webapp|9.7.76|token-1-0',
      'X-CSRF-Token': 'canary-1',
    });
    expect(log.callbacks).toEqual(['proceedToNextStep(blob:done:1)']);
    expect(seen.retries).toEqual([]);
  });

  it('retries a scan the pre-check rejects, announcing the tries left, and passes', async () => {
    const { fetchFn, posts } = service(['UNDETERMINED', 'UNDETERMINED', 'PASSED']);
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { adapter } = liveness({ sdk: () => sdk, fetch: fetchFn, verifyUrl: '/api/liveness/verify' });
    const seen = events();
    expect(await adapter.run(seen, 'en')).toMatchObject({ ok: true, value: { status: 'PASSED', faceMap: 'map-1' } });
    expect(posts).toHaveLength(3);
    expect(seen.retries).toEqual([4, 3]);
    expect(log.callbacks).toEqual([
      'proceedToNextStep(blob:retry:1)',
      'proceedToNextStep(blob:retry:2)',
      'proceedToNextStep(blob:done:3)',
    ]);
  });

  it('stops after 5 rejected tries and answers UNDETERMINED', async () => {
    const { fetchFn, posts } = service(Array<string>(9).fill('UNDETERMINED'));
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { adapter } = liveness({ sdk: () => sdk, fetch: fetchFn, verifyUrl: '/api/liveness/verify' });
    const seen = events();
    expect(await adapter.run(seen, 'en')).toMatchObject({ ok: true, value: { status: 'UNDETERMINED', faceMap: null } });
    expect(posts).toHaveLength(5);
    expect(seen.retries).toEqual([4, 3, 2, 1]);
    expect(log.callbacks).toEqual([
      'proceedToNextStep(blob:retry:1)',
      'proceedToNextStep(blob:retry:2)',
      'proceedToNextStep(blob:retry:3)',
      'proceedToNextStep(blob:retry:4)',
      'cancel',
    ]);
  });

  it('closes the session and keeps the verdict when the verify answer has no scanResultBlob', async () => {
    const passed = service(['PASSED'], undefined, false);
    const first = fakeSdk(SDK_STATUS.Initialized, []);
    const { adapter } = liveness({ sdk: () => first.sdk, fetch: passed.fetchFn });
    expect(await adapter.run(events(), 'en')).toMatchObject({
      ok: true,
      value: { status: 'PASSED', faceMap: 'map-1' },
    });
    expect(first.log.callbacks).toEqual(['cancel']);
    const rejected = service(['UNDETERMINED'], undefined, false);
    const second = fakeSdk(SDK_STATUS.Initialized, []);
    const seen = events();
    const other = liveness({ sdk: () => second.sdk, fetch: rejected.fetchFn });
    expect(await other.adapter.run(seen, 'en')).toMatchObject({ ok: true, value: { status: 'UNDETERMINED' } });
    expect(second.log.callbacks).toEqual(['cancel']);
    expect(seen.retries).toEqual([]);
  });

  it('allows only the tries the service says the request has left, and none is locked out', async () => {
    const { fetchFn, posts } = service(Array<string>(9).fill('UNDETERMINED'), {
      sessionToken: 'token-1',
      triesRemaining: 2,
    });
    const seen = events();
    const { adapter } = liveness({ fetch: fetchFn, verifyUrl: '/api/liveness/verify' });
    expect(await adapter.run(seen, 'en')).toMatchObject({ ok: true, value: { status: 'UNDETERMINED' } });
    expect(posts).toHaveLength(2);
    expect(seen.retries).toEqual([1]);
    const locked = service([], { sessionToken: 'token-1', triesRemaining: 0 });
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const none = liveness({ sdk: () => sdk, fetch: locked.fetchFn, verifyUrl: '/api/liveness/verify' });
    expect(await none.adapter.run(events(), 'en')).toEqual({ ok: false, error: 'facetec-device-locked-out' });
    expect(log.sessions).toBe(0);
  });

  it('releases the body of a refused answer, so the connection does not stay open', async () => {
    const cancelled: string[] = [];
    const refused = {
      ...answer(423, {}),
      body: { cancel: async () => void cancelled.push('token') },
    } as unknown as Response;
    const { adapter } = liveness({ fetch: (async () => refused) as typeof fetch });
    expect(await adapter.run(events(), 'en')).toEqual({ ok: false, error: 'facetec-device-locked-out' });
    expect(cancelled).toEqual(['token']);
  });

  it('ends the session on a failed verify call with its failure', async () => {
    const fetchFn = (async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? answer(429, {}) : answer(200, { sessionToken: 'token-1' })) as typeof fetch;
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { adapter } = liveness({ sdk: () => sdk, fetch: fetchFn, verifyUrl: '/api/liveness/verify' });
    expect(await adapter.run(events(), 'en')).toEqual({ ok: false, error: 'rate-limited' });
    expect(log.callbacks).toEqual(['cancel']);
  });

  it('is silent about a user cancel (cancelled), and maps a time-out and a turned device', async () => {
    const cancelled = liveness({ sdk: () => fakeSdk(SDK_STATUS.Initialized, [SESSION_STATUS.UserCancelled]).sdk });
    expect(await cancelled.adapter.run(events(), 'en')).toEqual({ ok: false, error: 'cancelled' });
    const timedOut = liveness({ sdk: () => fakeSdk(SDK_STATUS.Initialized, [SESSION_STATUS.Timeout]).sdk });
    expect(await timedOut.adapter.run(events(), 'en')).toEqual({ ok: false, error: 'expired' });
    const turned = fakeSdk(SDK_STATUS.Initialized, [SESSION_STATUS.OrientationChangeDuringSession]).sdk;
    expect(await liveness({ sdk: () => turned }).adapter.run(events(), 'en')).toEqual({
      ok: false,
      error: 'orientation-changed',
    });
  });

  it('lets the flow proceed with PROVIDER_ERROR on the SDK’s internal error, without calling verify', async () => {
    const { fetchFn, posts } = service([]);
    const broken = fakeSdk(SDK_STATUS.Initialized, [SESSION_STATUS.UnknownInternalError]).sdk;
    const { adapter } = liveness({ sdk: () => broken, fetch: fetchFn, verifyUrl: '/api/liveness/verify' });
    expect(await adapter.run(events(), 'en')).toMatchObject({
      ok: true,
      value: { status: 'PROVIDER_ERROR', faceMap: null },
    });
    expect(posts).toEqual([]);
  });
});

/** A strings file as FaceTec ships them (core-sdk-optional/FaceTecStrings*.js): a script, not JSON. */
const stringsFile = (texts: Record<string, string>) =>
  `var FaceTecStrings = {\n${Object.entries(texts)
    .map(([key, text]) => `  ${JSON.stringify(key)}: ${JSON.stringify(text)},`)
    .join('\n')}\n};\n\nmodule.exports = FaceTecStrings;\n`;
const SPANISH = { FaceTec_action_im_ready: 'ESTOY LISTO', FaceTec_feedback_center_face: 'Centre su rostro' };
const ENGLISH = { FaceTec_action_im_ready: "I'M READY", FaceTec_feedback_center_face: 'Center Your Face' };
const SPANISH_URL = 'https://cdn.example/core-sdk-optional/FaceTecStrings.es.js';
const ENGLISH_URL = 'https://cdn.example/core-sdk-optional/FaceTecStrings.js';

/**
 * The service's calls (service()) and FaceTec's strings files beside the SDK: each address answers
 * its file, or the status given (a file the host does not have), in turn.
 */
function withStrings(files: Record<string, (string | number)[]>) {
  const { fetchFn } = service([]);
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStrings = (async (url: string, init?: RequestInit) => {
    const answers = files[url];
    if (answers === undefined) return fetchFn(url, init);
    asked.push({ url, init });
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return typeof next === 'number'
      ? ({ ok: false, status: next, text: async () => 'Not Found' } as Response)
      : ({ ok: true, status: 200, text: async () => next } as Response);
  }) as typeof fetch;
  return { fetchStrings, asked };
}

describe("FaceTecLiveness: FaceTec's own screens in the page's language (issue 28)", () => {
  it("gives the SDK FaceTec's Spanish texts once it is initialised and before the session starts", async () => {
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { fetchStrings, asked } = withStrings({ [SPANISH_URL]: [stringsFile(SPANISH)] });
    const { adapter } = liveness({ sdk: () => sdk, fetch: fetchStrings });
    expect(await adapter.run(events(), 'es')).toMatchObject({ ok: true, value: { status: 'PASSED' } });
    expect(log.localizations).toEqual([SPANISH]);
    expect(log.steps).toEqual(['initialize', 'configureLocalization', 'session']);
    // A static file of the vendor's: no cookies, no anti-forgery header.
    expect(asked).toEqual([{ url: SPANISH_URL, init: { credentials: 'omit' } }]);
  });

  it('fetches and gives them once while the questions open and sessions run in Spanish', async () => {
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { fetchStrings, asked } = withStrings({ [SPANISH_URL]: [stringsFile(SPANISH)] });
    const { adapter } = liveness({ sdk: () => sdk, fetch: fetchStrings });
    await adapter.prepare('es');
    await adapter.run(events(), 'es');
    await adapter.run(events(), 'es');
    expect(asked).toHaveLength(1);
    expect(log.localizations).toEqual([SPANISH]);
  });

  it("leaves FaceTec's own English as it is in English, and fetches nothing for it", async () => {
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { fetchStrings, asked } = withStrings({ [SPANISH_URL]: [stringsFile(SPANISH)] });
    const { adapter } = liveness({ sdk: () => sdk, fetch: fetchStrings });
    await adapter.run(events(), 'en');
    expect(asked).toEqual([]);
    expect(log.localizations).toEqual([]);
  });

  it("goes back to FaceTec's English file after Spanish (the SDK cannot restore its own)", async () => {
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { fetchStrings } = withStrings({
      [SPANISH_URL]: [stringsFile(SPANISH)],
      [ENGLISH_URL]: [stringsFile(ENGLISH)],
    });
    const { adapter } = liveness({ sdk: () => sdk, fetch: fetchStrings });
    await adapter.prepare('es');
    await adapter.run(events(), 'en');
    expect(log.localizations).toEqual([SPANISH, ENGLISH]);
  });

  it('runs the session all the same when the texts cannot be had, and asks for them again next time', async () => {
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { fetchStrings, asked } = withStrings({ [SPANISH_URL]: [404, stringsFile(SPANISH)] });
    const { adapter } = liveness({ sdk: () => sdk, fetch: fetchStrings });
    expect(await adapter.run(events(), 'es')).toMatchObject({ ok: true, value: { status: 'PASSED' } });
    expect(log.localizations).toEqual([]);
    await adapter.run(events(), 'es');
    expect(asked).toHaveLength(2);
    expect(log.localizations).toEqual([SPANISH]);
  });

  it('asks for no texts when the SDK could not be initialised', async () => {
    const { sdk, log } = fakeSdk(SDK_STATUS.NetworkIssues, []);
    const { fetchStrings, asked } = withStrings({ [SPANISH_URL]: [stringsFile(SPANISH)] });
    const { adapter } = liveness({ sdk: () => sdk, fetch: fetchStrings });
    expect(await adapter.prepare('es')).toEqual({ ok: false, error: 'network-outage' });
    expect(asked).toEqual([]);
    expect(log.localizations).toEqual([]);
  });
});
