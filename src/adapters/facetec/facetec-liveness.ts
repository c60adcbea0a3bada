import type { Liveness, LivenessEvents, LivenessFailure, LivenessOutcome } from '../../application/ports/liveness.port';
import { livenessCallFailure, livenessThrownFailure } from '../../domain/liveness/liveness-failure';
import type { SessionTokenAnswer } from '../../domain/liveness/liveness-answers';
import { readSessionTokenAnswer, readVerifyAnswer } from '../../domain/liveness/liveness-answers';
import { triesLeftAfterRejection } from '../../domain/liveness/liveness-tries';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import { initStatusFailure, sessionStatusMeaning } from './facetec-statuses';
import type { ScriptHost } from './script-loader';
import { ScriptLoader } from './script-loader';

/** Spec 001 §9: the vendor resources' version; another version is refused rather than run untested. */
export const FACETEC_SDK_VERSION = '9.7.76';

/** The FaceTec browser SDK (9.x) as far as this adapter calls it; it exists once the script ran. */
export interface FaceTecSdk {
  readonly FaceTecSDKStatus: Readonly<Record<string, number | string>>;
  readonly FaceTecSessionStatus: Readonly<Record<string, number | string>>;
  version(): string;
  /** Where the SDK finds its own resources (its WebAssembly and models). */
  setResourceDirectory(path: string): void;
  initializeInDevelopmentMode(deviceKey: string, publicKey: string, done: (initialized: boolean) => void): void;
  initializeInProductionMode(
    productionKey: string,
    deviceKey: string,
    publicKey: string,
    done: (initialized: boolean) => void,
  ): void;
  getStatus(): number;
  createFaceTecAPIUserAgentString(sessionId: string): string;
  FaceTecSession: new (processor: FaceTecProcessor, sessionToken: string) => unknown;
}

export interface FaceTecSessionResult {
  readonly status: number;
  readonly sessionId: string | null;
  readonly faceScan: string | null;
  readonly auditTrail: readonly string[] | null;
}

export interface FaceTecScanCallback {
  succeed(): void;
  retry(): void;
  cancel(): void;
}

export interface FaceTecProcessor {
  processSessionResultWhileFaceTecSDKWaits(result: FaceTecSessionResult, callback: FaceTecScanCallback): void;
  onFaceTecSDKCompletelyDone(): void;
}

export interface FaceTecOptions {
  /**
   * The SDK script's address (`…/FaceTecSDK.js`, version 9.7.76); its folder holds the SDK's
   * `resources`. null: liveness is not configured.
   */
  readonly sdkUrl: string | null;
  readonly deviceKey: string | null;
  readonly publicFaceScanKey: string | null;
  /** FaceTec's production key text; null runs the SDK in development mode (watermarked sessions). */
  readonly productionKey: string | null;
  /** GET answering `{ sessionToken, triesRemaining? }` (spec 001 §7; triesRemaining is ours). */
  readonly sessionTokenUrl: string;
  /** POST `{ facescan, selfie_image }` answering `{ livenessStatus, facemap }`; optional (spec 001 §7). */
  readonly verifyUrl: string | null;
  /** Spec 001 §7's optional credentials flag: send cookies to another origin. */
  readonly withCredentials: boolean;
  /** The session canary for the anti-forgery header, read when a call is made. */
  readonly antiForgeryToken: () => string | null;
  readonly scripts?: () => ScriptHost | undefined;
  readonly sdk?: () => FaceTecSdk | undefined;
  readonly fetch?: typeof fetch;
  readonly userAgent?: () => string;
}

const nameOf = (table: Readonly<Record<string, number | string>>, value: number): string =>
  Object.keys(table).find((key) => table[key] === value) ?? 'unknown';

/** The folder of the script's address, where the SDK's resources sit beside it. */
const folderOf = (url: string): string => url.slice(0, url.lastIndexOf('/') + 1);

/**
 * Liveness over the FaceTec browser SDK: loads the SDK script from the configured address,
 * initialises it once, fetches a session token, runs the session and maps its statuses. The
 * pre-check retries happen inside one SDK session (the processor's `retry`), at most
 * `triesAllowed` times.
 *
 * Tested against a fake SDK object (the vendor's SDK cannot be installed here): loading,
 * initialisation statuses, the calls and their headers, retries, cancel, provider errors. Not
 * tested: the real SDK's screens and its enum values (read by name from the SDK at run time).
 */
export class FaceTecLiveness implements Liveness {
  private readonly loader: ScriptLoader;
  private initialized = false;

  constructor(private readonly options: FaceTecOptions) {
    this.loader = new ScriptLoader(options.scripts ?? (() => (globalThis as { document?: ScriptHost }).document));
  }

  async prepare(): Promise<Result<void, LivenessFailure>> {
    const sdk = await this.ready();
    return sdk.ok ? ok(undefined) : sdk;
  }

  async run(events: LivenessEvents): Promise<Result<LivenessOutcome, LivenessFailure>> {
    const sdk = await this.ready();
    if (!sdk.ok) return sdk;
    const token = await this.sessionToken(sdk.value);
    if (!token.ok) return token;
    return this.session(sdk.value, token.value.sessionToken, token.value.tries, events);
  }

  /** The loaded, initialised SDK, or why it is not there. */
  private async ready(): Promise<Result<FaceTecSdk, LivenessFailure>> {
    const { sdkUrl, deviceKey, publicFaceScanKey } = this.options;
    if (sdkUrl === null || deviceKey === null || publicFaceScanKey === null) return err('unexpected');
    if (!(await this.loader.load(sdkUrl))) return err('network-outage');
    const sdk = (this.options.sdk ?? (() => (globalThis as { FaceTecSDK?: FaceTecSdk }).FaceTecSDK))();
    if (!sdk || sdk.version() !== FACETEC_SDK_VERSION) return err('unexpected');
    if (this.initialized) return ok(sdk);
    sdk.setResourceDirectory(`${folderOf(sdkUrl)}resources`);
    const { productionKey } = this.options;
    await new Promise<boolean>((resolve) =>
      productionKey === null
        ? sdk.initializeInDevelopmentMode(deviceKey, publicFaceScanKey, resolve)
        : sdk.initializeInProductionMode(productionKey, deviceKey, publicFaceScanKey, resolve),
    );
    const failure = initStatusFailure(nameOf(sdk.FaceTecSDKStatus, sdk.getStatus()), this.userAgent());
    this.initialized = failure === null;
    return failure === null ? ok(sdk) : err(failure);
  }

  private async sessionToken(sdk: FaceTecSdk): Promise<Result<SessionTokenAnswer, LivenessFailure>> {
    try {
      const response = await this.fetch()(this.options.sessionTokenUrl, this.init(sdk, ''));
      if (!response.ok) return err(await refusal(response));
      return readSessionTokenAnswer(await response.json());
    } catch (error) {
      return err(livenessThrownFailure(error));
    }
  }

  private session(
    sdk: FaceTecSdk,
    sessionToken: string,
    allowed: number,
    events: LivenessEvents,
  ): Promise<Result<LivenessOutcome, LivenessFailure>> {
    return new Promise((resolve) => {
      let used = 0;
      let outcome: Result<LivenessOutcome, LivenessFailure> = err('cancelled');
      const processor: FaceTecProcessor = {
        processSessionResultWhileFaceTecSDKWaits: (result, callback) => {
          const meaning = sessionStatusMeaning(nameOf(sdk.FaceTecSessionStatus, result.status));
          if (meaning === 'provider-error') {
            outcome = ok(outcomeOf(result, 'PROVIDER_ERROR', null));
            return callback.cancel();
          }
          if (meaning !== 'proceed') {
            outcome = err(meaning);
            return callback.cancel();
          }
          used += 1;
          events.onScanned?.();
          void this.verify(sdk, result).then((verdict) => {
            outcome = verdict;
            if (!verdict.ok) return callback.cancel();
            if (verdict.value.status === 'PASSED') return callback.succeed();
            const left = triesLeftAfterRejection(allowed, used);
            if (left === null) return callback.cancel();
            events.onRetry(left);
            callback.retry();
          });
        },
        onFaceTecSDKCompletelyDone: () => resolve(outcome),
      };
      new sdk.FaceTecSession(processor, sessionToken);
    });
  }

  /**
   * The server's pre-check of one scan. Spec is silent on a missing verify address: the session's
   * own result is the outcome, PASSED with the face scan and no face map (the video selfie then
   * reports the missing face map).
   */
  private async verify(
    sdk: FaceTecSdk,
    result: FaceTecSessionResult,
  ): Promise<Result<LivenessOutcome, LivenessFailure>> {
    if (this.options.verifyUrl === null) return ok(outcomeOf(result, 'PASSED', null));
    try {
      const init = this.init(sdk, result.sessionId ?? '');
      const response = await this.fetch()(this.options.verifyUrl, {
        ...init,
        method: 'POST',
        headers: { ...init.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ facescan: result.faceScan, selfie_image: result.auditTrail?.[0] ?? null }),
      });
      if (!response.ok) return err(await refusal(response));
      const verdict = readVerifyAnswer(await response.json());
      return ok(outcomeOf(result, verdict.status, verdict.faceMap));
    } catch (error) {
      return err(livenessThrownFailure(error));
    }
  }

  /** Spec 001 §7: the optional credentials flag; the anti-forgery, device-key and user-agent headers. */
  private init(sdk: FaceTecSdk, sessionId: string): RequestInit & { headers: Record<string, string> } {
    const canary = this.options.antiForgeryToken();
    return {
      credentials: this.options.withCredentials ? 'include' : 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-Device-Key': this.options.deviceKey ?? '',
        'X-User-Agent': sdk.createFaceTecAPIUserAgentString(sessionId),
        ...(canary === null ? {} : { 'X-CSRF-Token': canary }),
      },
    };
  }

  private fetch(): typeof fetch {
    return this.options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  private userAgent(): string {
    return (
      this.options.userAgent?.() ?? (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? ''
    );
  }
}

function outcomeOf(
  result: FaceTecSessionResult,
  status: LivenessOutcome['status'],
  faceMap: string | null,
): LivenessOutcome {
  return {
    status,
    sessionId: result.sessionId ?? '',
    faceScan: result.faceScan,
    faceMap,
    // Every image the session gave is kept (spec 001 §3.6 'audit-trail images'), not only the selfie.
    auditTrailImages: (result.auditTrail ?? []).filter((image) => typeof image === 'string' && image !== ''),
  };
}

/**
 * A refused call's failure. Its body is released first: an unread body keeps the response open
 * until it is collected, and the page never looks idle meanwhile.
 */
async function refusal(response: Response): Promise<LivenessFailure> {
  await response.body?.cancel().catch(() => undefined);
  return livenessCallFailure(response.status);
}
