import type { FaceTecOptions, FaceTecSdk } from '../../../src/adapters/facetec/facetec-liveness';
import { FaceTecLiveness } from '../../../src/adapters/facetec/facetec-liveness';
import type { ScriptHost } from '../../../src/adapters/facetec/script-loader';

type FakeScript = { src: string; async: boolean; onload: (() => void) | null; onerror: (() => void) | null };

/** A document whose script tags load or fail as the test says, and which records them. */
function fakeDocument(outcome: 'load' | 'error') {
  const appended: FakeScript[] = [];
  const host: ScriptHost = {
    createElement: () => ({ src: '', async: false, onload: null, onerror: null }),
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

const SESSION_STATUS = { SessionCompletedSuccessfully: 0, UserCancelled: 7, Timeout: 2, UnknownInternalError: 18 };
const SDK_STATUS = { NeverInitialized: 0, Initialized: 1, NetworkIssues: 2, DeviceInLandscapeMode: 6 };

/** A stand-in for the FaceTec SDK whose sessions end with the given statuses, one per attempt. */
function fakeSdk(sdkStatus: number, sessionStatuses: number[]) {
  const log = { sessions: 0, callbacks: [] as string[], modes: [] as string[] };
  const sdk: FaceTecSdk = {
    FaceTecSDKStatus: SDK_STATUS,
    FaceTecSessionStatus: SESSION_STATUS,
    initializeInDevelopmentMode: (_key, _publicKey, done) => {
      log.modes.push('development');
      done(sdkStatus === SDK_STATUS.Initialized);
    },
    initializeInProductionMode: (_productionKey, _key, _publicKey, done) => {
      log.modes.push('production');
      done(sdkStatus === SDK_STATUS.Initialized);
    },
    getStatus: () => sdkStatus,
    createFaceTecAPIUserAgentString: () => 'facetec|webapp|9.7.76',
    FaceTecSession: class {
      constructor(processor: ConstructorParameters<FaceTecSdk['FaceTecSession']>[0], token: string) {
        log.sessions += 1;
        const attempt = (index: number): void => {
          const status = sessionStatuses[index] ?? SESSION_STATUS.SessionCompletedSuccessfully;
          processor.processSessionResultWhileFaceTecSDKWaits(
            { status, sessionId: `${token}-${index}`, faceScan: 'scan', auditTrail: ['selfie'] },
            {
              succeed: () => (log.callbacks.push('succeed'), processor.onFaceTecSDKCompletelyDone()),
              cancel: () => (log.callbacks.push('cancel'), processor.onFaceTecSDKCompletelyDone()),
              retry: () => (log.callbacks.push('retry'), attempt(index + 1)),
            },
          );
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
    sdkUrl: 'https://cdn.example/FaceTecSDK.js',
    deviceKey: 'device-key',
    publicFaceScanKey: 'public-key',
    productionKey: null,
    sessionTokenUrl: '/api/interview/liveness/session-token',
    verifyUrl: null,
    antiForgeryToken: () => 'canary-1',
    scripts: () => document.host,
    sdk: () => fakeSdk(SDK_STATUS.Initialized, []).sdk,
    fetch: (async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return answer(200, { sessionToken: 'token-1' });
    }) as typeof fetch,
    userAgent: () => 'Mozilla/5.0',
    ...overrides,
  };
  return { adapter: new FaceTecLiveness(options), document, requests };
}

describe('FaceTecLiveness: loading the vendor SDK', () => {
  it('fails with unexpected and loads nothing when no SDK address is configured', async () => {
    const { adapter, document } = liveness({ sdkUrl: null });
    expect(await adapter.run()).toEqual({ ok: false, error: 'unexpected' });
    expect(document.appended).toEqual([]);
  });

  it('fails with unexpected when the device key is missing, before loading anything', async () => {
    const { adapter, document } = liveness({ deviceKey: null });
    expect(await adapter.run()).toEqual({ ok: false, error: 'unexpected' });
    expect(document.appended).toEqual([]);
  });

  it('adds one async script tag with the configured address', async () => {
    const { adapter, document } = liveness();
    await adapter.run();
    await adapter.run();
    expect(document.appended).toHaveLength(1);
    expect(document.appended[0]).toMatchObject({ src: 'https://cdn.example/FaceTecSDK.js', async: true });
  });

  it('fails with network-outage when the script cannot load, and loads afresh on the next try', async () => {
    const failing = fakeDocument('error');
    const { adapter } = liveness({ scripts: () => failing.host });
    expect(await adapter.run()).toEqual({ ok: false, error: 'network-outage' });
    expect(await adapter.run()).toEqual({ ok: false, error: 'network-outage' });
    expect(failing.appended).toHaveLength(2);
  });

  it('fails with network-outage when there is no document to load into', async () => {
    const { adapter } = liveness({ scripts: () => undefined });
    expect(await adapter.run()).toEqual({ ok: false, error: 'network-outage' });
  });

  it('fails with unexpected when the script ran but the SDK is not there', async () => {
    const { adapter } = liveness({ sdk: () => undefined });
    expect(await adapter.run()).toEqual({ ok: false, error: 'unexpected' });
  });
});

describe('FaceTecLiveness: session (with a stand-in SDK)', () => {
  it('maps a failed initialisation to its init error', async () => {
    const { adapter } = liveness({ sdk: () => fakeSdk(SDK_STATUS.DeviceInLandscapeMode, []).sdk });
    expect(await adapter.run()).toEqual({ ok: false, error: 'facetec-device-in-landscape-mode' });
  });

  it('initialises the SDK once, in production mode when a production key is configured', async () => {
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const { adapter } = liveness({ sdk: () => sdk, productionKey: 'production-key-text' });
    await adapter.run();
    await adapter.run();
    expect(log.modes).toEqual(['production']);
    expect(log.sessions).toBe(2);
  });

  it('initialises in development mode without a production key', async () => {
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    await liveness({ sdk: () => sdk }).adapter.run();
    expect(log.modes).toEqual(['development']);
  });

  it('gets a session token with credentials and the anti-forgery, device key and user-agent headers', async () => {
    const { adapter, requests } = liveness();
    await adapter.run();
    expect(requests[0]).toEqual({
      url: '/api/interview/liveness/session-token',
      init: {
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'X-Device-Key': 'device-key',
          'X-User-Agent': 'facetec|webapp|9.7.76',
          'X-CSRF-Token': 'canary-1',
        },
      },
    });
  });

  it.each([
    [401, 'expired'],
    [429, 'rate-limited'],
    [500, 'unexpected'],
  ])('maps a session-token answer %s to %s', async (status, failure) => {
    const { adapter } = liveness({ fetch: (async () => answer(status, {})) as typeof fetch });
    expect(await adapter.run()).toEqual({ ok: false, error: failure });
  });

  it('answers PASSED with the scan and selfie of a completed session when nothing verifies it', async () => {
    const { adapter } = liveness();
    expect(await adapter.run()).toEqual({
      ok: true,
      value: { status: 'PASSED', sessionId: 'token-1-0', faceScan: 'scan', faceMap: null, auditTrailImage: 'selfie' },
    });
  });

  it('is silent about a user cancel (cancelled) and maps a time-out to expired', async () => {
    const cancelled = liveness({ sdk: () => fakeSdk(SDK_STATUS.Initialized, [SESSION_STATUS.UserCancelled]).sdk });
    expect(await cancelled.adapter.run()).toEqual({ ok: false, error: 'cancelled' });
    const timedOut = liveness({ sdk: () => fakeSdk(SDK_STATUS.Initialized, [SESSION_STATUS.Timeout]).sdk });
    expect(await timedOut.adapter.run()).toEqual({ ok: false, error: 'expired' });
  });

  it('lets the flow proceed with PROVIDER_ERROR on the SDK’s internal error', async () => {
    const broken = fakeSdk(SDK_STATUS.Initialized, [SESSION_STATUS.UnknownInternalError]).sdk;
    expect(await liveness({ sdk: () => broken }).adapter.run()).toMatchObject({
      ok: true,
      value: { status: 'PROVIDER_ERROR' },
    });
  });

  it('retries a scan the server pre-check rejects, at most 5 tries in all', async () => {
    const { sdk, log } = fakeSdk(SDK_STATUS.Initialized, []);
    const posts: unknown[] = [];
    const fetchFn = (async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return answer(200, { sessionToken: 'token-1' });
      posts.push(JSON.parse(String(init.body)));
      return answer(200, { livenessStatus: 'UNDETERMINED', facemap: null });
    }) as typeof fetch;
    const { adapter } = liveness({ sdk: () => sdk, fetch: fetchFn, verifyUrl: '/api/liveness/verify' });

    expect(await adapter.run()).toMatchObject({ ok: true, value: { status: 'UNDETERMINED' } });
    expect(posts).toHaveLength(5);
    expect(posts[0]).toEqual({ facescan: 'scan', selfie_image: 'selfie' });
    expect(log.callbacks).toEqual(['retry', 'retry', 'retry', 'retry', 'succeed']);
  });

  it('answers the verified face map once the server pre-check passes', async () => {
    const fetchFn = (async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? answer(200, { livenessStatus: 'PASSED', facemap: 'map-1' })
        : answer(200, { sessionToken: 'token-1' })) as typeof fetch;
    const { adapter } = liveness({ fetch: fetchFn, verifyUrl: '/api/liveness/verify' });
    expect(await adapter.run()).toMatchObject({ ok: true, value: { status: 'PASSED', faceMap: 'map-1' } });
  });
});
