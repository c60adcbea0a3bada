import type { Liveness, LivenessEvents, LivenessFailure, LivenessOutcome } from '../../application/ports/liveness.port';
import { livenessCallFailure, livenessThrownFailure } from '../../domain/liveness/liveness-failure';
import type { SessionTokenAnswer } from '../../domain/liveness/liveness-answers';
import { readSessionTokenAnswer, readVerifyAnswer } from '../../domain/liveness/liveness-answers';
import { triesLeftAfterRejection } from '../../domain/liveness/liveness-tries';
import type { Language } from '../../domain/language/language';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import { initStatusFailure, sessionStatusMeaning } from './facetec-statuses';
import type { FaceTecStrings } from './facetec-strings';
import { readFaceTecStrings } from './facetec-strings';
import { sdkDirectories, stringsUrl } from './facetec-package';
import type { ScriptHost } from './script-loader';
import { ScriptLoader } from './script-loader';

/** Spec 001 §9: the vendor resources' version; another version is refused rather than run untested. */
export const FACETEC_SDK_VERSION = '9.7.76';

/**
 * The FaceTec browser SDK (9.7) as far as this adapter calls it; it exists once the script ran.
 * Typed after the declarations FaceTec ships beside the script (core-sdk/FaceTecSDK.js/
 * FaceTecSDK.d.ts, FaceTecPublicApi.d.ts and FaceTecSession.d.ts of the browser SDK package, as in
 * FaceTec's sample app copy https://github.com/shlapolosa/FaceTecSDK-browser-9.7.27); the
 * vendor's files are not in this repository (the SDK is not on npm, STACK.md).
 */
export interface FaceTecSdk {
  readonly FaceTecSDKStatus: Readonly<Record<string, number | string>>;
  readonly FaceTecSessionStatus: Readonly<Record<string, number | string>>;
  version(): string;
  /** Where the SDK finds its WebAssembly, data and worker script (FaceTecSDK.d.ts setResourceDirectory). */
  setResourceDirectory(path: string): void;
  /** Where the SDK finds the images of its screens (FaceTecSDK.d.ts setImagesDirectory). */
  setImagesDirectory(path: string): void;
  initializeInDevelopmentMode(deviceKey: string, publicKey: string, done: (initialized: boolean) => void): void;
  initializeInProductionMode(
    productionKey: string,
    deviceKey: string,
    publicKey: string,
    done: (initialized: boolean) => void,
  ): void;
  getStatus(): number;
  /** The texts of its screens, any subset of its keys; only once initialised (FaceTecSDK.d.ts). */
  configureLocalization(localizationJSON: { [key: string]: string }): void;
  createFaceTecAPIUserAgentString(sessionId: string): string;
  FaceTecSession: new (processor: FaceTecProcessor, sessionToken: string) => unknown;
}

/** FaceTecPublicApi.d.ts FaceTecSessionResult. */
export interface FaceTecSessionResult {
  readonly status: number;
  readonly sessionId: string | null;
  readonly faceScan: string | null;
  readonly auditTrail: readonly string[] | null;
  readonly lowQualityAuditTrail: readonly string[] | null;
  /** true once the session is over; false while the SDK goes on to a retry (FaceTecPublicApi.d.ts). */
  readonly isCompletelyDone: boolean;
}

/** FaceTecPublicApi.d.ts FaceTecFaceScanResultCallback. */
export interface FaceTecScanCallback {
  /**
   * FaceTec 9.2+: hands the FaceTec Server SDK's answer for the scan to the SDK, which shows the
   * success screen or goes on to a retry as that answer says.
   */
  proceedToNextStep(scanResultBlob: string): void;
  /** @deprecated since FaceTec 9.2 (FaceTecPublicApi.d.ts): use proceedToNextStep. Never called here. */
  succeed(): void;
  /** @deprecated since FaceTec 9.2 (FaceTecPublicApi.d.ts): use proceedToNextStep. Never called here. */
  retry(): void;
  /** Ends the session without a result screen; onFaceTecSDKCompletelyDone follows. */
  cancel(): void;
  uploadProgress(uploadedPercent: number): void;
}

/** FaceTecPublicApi.d.ts FaceTecFaceScanProcessor. */
export interface FaceTecProcessor {
  processSessionResultWhileFaceTecSDKWaits(result: FaceTecSessionResult, callback: FaceTecScanCallback): void;
  onFaceTecSDKCompletelyDone(): void;
}

export interface FaceTecOptions {
  /**
   * The SDK script's address as FaceTec lays its package out, `…/core-sdk/FaceTecSDK.js/FaceTecSDK.js`
   * (version 9.7.76): the SDK's `resources` folder sits beside it and its images in
   * `…/core-sdk/FaceTec_images` (sdkDirectories). null: liveness is not configured.
   */
  readonly sdkUrl: string | null;
  /** The script's subresource-integrity hash (`sha384-…`); null loads it without one. */
  readonly sdkIntegrity?: string | null;
  readonly deviceKey: string | null;
  readonly publicFaceScanKey: string | null;
  /** FaceTec's production key text; null runs the SDK in development mode (watermarked sessions). */
  readonly productionKey: string | null;
  /** GET answering `{ sessionToken, triesRemaining? }` (spec 001 §7; triesRemaining is ours). */
  readonly sessionTokenUrl: string;
  /**
   * POST `{ facescan, selfie_image }` answering `{ livenessStatus, facemap, scanResultBlob }` (spec
   * 001 §7; scanResultBlob is the FaceTec Server SDK's, contracts/README.md). Required with FaceTec
   * (the configuration refuses an SDK without it): null answers 'unexpected' before loading.
   */
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

/**
 * Liveness over the FaceTec browser SDK: loads the SDK script from the configured address,
 * initialises it once, fetches a session token, runs the session and maps its statuses. Each scan
 * goes to the verify call; its `scanResultBlob` goes back to the SDK through
 * `proceedToNextStep`, as FaceTec's sample does since 9.2 (LivenessCheckProcessor.ts, below), and
 * the SDK shows its success or retry screen. The pre-check retries happen inside one SDK session,
 * at most `triesAllowed` times; past them, or without a blob, the session is cancelled.
 *
 * Tested against a fake SDK object (the vendor's SDK cannot be installed here): loading,
 * initialisation statuses, the calls and their headers, retries, cancel, provider errors. Not
 * tested: the real SDK's screens and its enum values (read by name from the SDK at run time).
 */
export class FaceTecLiveness implements Liveness {
  private readonly loader: ScriptLoader;
  private initialized = false;
  /** The language FaceTec's screens show: its own English until it is given other texts. */
  private screensIn: Language = 'en';
  private readonly strings = new Map<Language, Promise<FaceTecStrings | null>>();

  constructor(private readonly options: FaceTecOptions) {
    this.loader = new ScriptLoader(options.scripts ?? (() => (globalThis as { document?: ScriptHost }).document));
  }

  async prepare(language: Language): Promise<Result<void, LivenessFailure>> {
    const sdk = await this.ready(language);
    return sdk.ok ? ok(undefined) : sdk;
  }

  async run(events: LivenessEvents, language: Language): Promise<Result<LivenessOutcome, LivenessFailure>> {
    const sdk = await this.ready(language);
    if (!sdk.ok) return sdk;
    const token = await this.sessionToken(sdk.value);
    if (!token.ok) return token;
    return this.session(sdk.value, token.value.sessionToken, token.value.tries, events);
  }

  /** The loaded, initialised SDK showing its screens in `language`, or why it is not there. */
  private async ready(language: Language): Promise<Result<FaceTecSdk, LivenessFailure>> {
    const { sdkUrl, deviceKey, publicFaceScanKey, verifyUrl } = this.options;
    if (sdkUrl === null || deviceKey === null || publicFaceScanKey === null || verifyUrl === null) {
      return err('unexpected');
    }
    if (!(await this.loader.load(sdkUrl, this.options.sdkIntegrity ?? null))) return err('network-outage');
    const sdk = (this.options.sdk ?? (() => (globalThis as { FaceTecSDK?: FaceTecSdk }).FaceTecSDK))();
    if (!sdk || sdk.version() !== FACETEC_SDK_VERSION) return err('unexpected');
    if (!this.initialized) {
      const directories = sdkDirectories(sdkUrl);
      sdk.setResourceDirectory(directories.resources);
      sdk.setImagesDirectory(directories.images);
      const { productionKey } = this.options;
      await new Promise<boolean>((resolve) =>
        productionKey === null
          ? sdk.initializeInDevelopmentMode(deviceKey, publicFaceScanKey, resolve)
          : sdk.initializeInProductionMode(productionKey, deviceKey, publicFaceScanKey, resolve),
      );
      const failure = initStatusFailure(nameOf(sdk.FaceTecSDKStatus, sdk.getStatus()), this.userAgent());
      this.initialized = failure === null;
      if (failure !== null) return err(failure);
    }
    await this.localize(sdk, sdkUrl, language);
    return ok(sdk);
  }

  /**
   * Gives FaceTec's screens the texts FaceTec ships for `language` (facetec-strings.ts), when they
   * show another. Back to English after Spanish takes FaceTec's English file the same way (the
   * SDK has no call that restores its defaults). Texts that cannot be had leave its screens as
   * they are, in FaceTec's English at first: the session runs all the same, and the app's own
   * screens around it are in the page's language.
   */
  private async localize(sdk: FaceTecSdk, sdkUrl: string, language: Language): Promise<void> {
    if (language === this.screensIn) return;
    const strings = await this.stringsIn(sdkUrl, language);
    if (strings === null) return;
    sdk.configureLocalization(strings);
    this.screensIn = language;
  }

  /** FaceTec's texts in `language`, fetched once; a failed fetch is tried afresh next time. */
  private stringsIn(sdkUrl: string, language: Language): Promise<FaceTecStrings | null> {
    const known = this.strings.get(language);
    if (known !== undefined) return known;
    // A static file of the vendor's, like the SDK script and its images: no credentials and no
    // anti-forgery header (a header would need a preflight of the SDK's host); read, never run.
    const loading = this.fetch()(stringsUrl(sdkUrl, language), { credentials: 'omit' })
      .then(async (response) => (response.ok ? readFaceTecStrings(await response.text()) : null))
      .catch(() => null);
    this.strings.set(language, loading);
    void loading.then((strings) => {
      if (strings === null) this.strings.delete(language);
    });
    return loading;
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
          // FaceTec's sample (sample-apps/sample-app-ts/src/processors/LivenessCheckProcessor.ts in
          // https://github.com/shlapolosa/FaceTecSDK-browser-9.7.27, 'In v9.2.0+ ... pass in
          // scanResultBlob to the proceedToNextStep function'): the server's blob drives the SDK's
          // next screen; cancel() when the call failed or the server gave no blob.
          void this.verify(sdk, result).then((verdict) => {
            if (!verdict.ok) {
              outcome = verdict;
              return callback.cancel();
            }
            outcome = ok(verdict.value.outcome);
            const blob = verdict.value.scanResultBlob;
            if (blob === null) return callback.cancel();
            if (verdict.value.outcome.status === 'PASSED') return callback.proceedToNextStep(blob);
            const left = triesLeftAfterRejection(allowed, used);
            if (left === null) return callback.cancel();
            events.onRetry(left);
            callback.proceedToNextStep(blob);
          });
        },
        onFaceTecSDKCompletelyDone: () => resolve(outcome),
      };
      new sdk.FaceTecSession(processor, sessionToken);
    });
  }

  /** The server's pre-check of one scan: its verdict and the FaceTec Server SDK's blob for the SDK. */
  private async verify(
    sdk: FaceTecSdk,
    result: FaceTecSessionResult,
  ): Promise<Result<{ outcome: LivenessOutcome; scanResultBlob: string | null }, LivenessFailure>> {
    const verifyUrl = this.options.verifyUrl;
    if (verifyUrl === null) return err('unexpected');
    try {
      const init = this.init(sdk, result.sessionId ?? '');
      const response = await this.fetch()(verifyUrl, {
        ...init,
        method: 'POST',
        headers: { ...init.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ facescan: result.faceScan, selfie_image: result.auditTrail?.[0] ?? null }),
      });
      if (!response.ok) return err(await refusal(response));
      const verdict = readVerifyAnswer(await response.json());
      return ok({
        outcome: outcomeOf(result, verdict.status, verdict.faceMap),
        scanResultBlob: verdict.scanResultBlob,
      });
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
