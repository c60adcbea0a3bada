import type { Liveness, LivenessFailure, LivenessOutcome } from '../../application/ports/liveness.port';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import { initStatusFailure, sessionStatusMeaning, tokenFailure } from './facetec-statuses';
import type { ScriptHost } from './script-loader';
import { ScriptLoader } from './script-loader';

/** Spec 001 §9: at most 5 tries when the server's pre-check rejects a scan. */
export const MAX_LIVENESS_TRIES = 5;

/** The FaceTec browser SDK (9.x) as far as this adapter calls it; it exists once the script ran. */
export interface FaceTecSdk {
  readonly FaceTecSDKStatus: Readonly<Record<string, number | string>>;
  readonly FaceTecSessionStatus: Readonly<Record<string, number | string>>;
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

interface FaceTecSessionResult {
  readonly status: number;
  readonly sessionId: string | null;
  readonly faceScan: string | null;
  readonly auditTrail: readonly string[] | null;
}

interface FaceTecScanCallback {
  succeed(): void;
  retry(): void;
  cancel(): void;
}

interface FaceTecProcessor {
  processSessionResultWhileFaceTecSDKWaits(result: FaceTecSessionResult, callback: FaceTecScanCallback): void;
  onFaceTecSDKCompletelyDone(): void;
}

export interface FaceTecOptions {
  /** Where the vendor SDK script is served; null: liveness is not configured. */
  readonly sdkUrl: string | null;
  readonly deviceKey: string | null;
  readonly publicFaceScanKey: string | null;
  /** FaceTec's production key text; null runs the SDK in development mode (watermarked sessions). */
  readonly productionKey: string | null;
  /** GET answering `{ sessionToken }` (spec 001 §7). */
  readonly sessionTokenUrl: string;
  /** POST `{ facescan, selfie_image }` answering `{ livenessStatus, facemap }`; optional (spec 001 §7). */
  readonly verifyUrl: string | null;
  /** The session canary for the anti-forgery header, read when a session starts. */
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
 * initialises it once, fetches a session token, runs the session and maps its statuses.
 *
 * Tested without the vendor: the configuration and script-loading failures, and the status
 * mappings (facetec-statuses.ts). Not testable without the SDK and a camera: the session itself,
 * the SDK's retry screen and the real enum values (read by name from the SDK at run time).
 */
export class FaceTecLiveness implements Liveness {
  private readonly loader: ScriptLoader;
  private initialized = false;

  constructor(private readonly options: FaceTecOptions) {
    this.loader = new ScriptLoader(options.scripts ?? (() => (globalThis as { document?: ScriptHost }).document));
  }

  async run(): Promise<Result<LivenessOutcome, LivenessFailure>> {
    const { sdkUrl, deviceKey, publicFaceScanKey } = this.options;
    if (sdkUrl === null || deviceKey === null || publicFaceScanKey === null) return err('unexpected');
    if (!(await this.loader.load(sdkUrl))) return err('network-outage');
    const sdk = (this.options.sdk ?? (() => (globalThis as { FaceTecSDK?: FaceTecSdk }).FaceTecSDK))();
    if (!sdk) return err('unexpected');
    const initFailure = await this.initialize(sdk, deviceKey, publicFaceScanKey);
    if (initFailure) return err(initFailure);
    const token = await this.sessionToken(sdk);
    if (!token.ok) return token;
    return this.session(sdk, token.value);
  }

  private async initialize(sdk: FaceTecSdk, deviceKey: string, publicKey: string): Promise<LivenessFailure | null> {
    if (this.initialized) return null;
    const { productionKey } = this.options;
    await new Promise<boolean>((resolve) =>
      productionKey === null
        ? sdk.initializeInDevelopmentMode(deviceKey, publicKey, resolve)
        : sdk.initializeInProductionMode(productionKey, deviceKey, publicKey, resolve),
    );
    const failure = initStatusFailure(nameOf(sdk.FaceTecSDKStatus, sdk.getStatus()), this.userAgent());
    this.initialized = failure === null;
    return failure;
  }

  private async sessionToken(sdk: FaceTecSdk): Promise<Result<string, LivenessFailure>> {
    try {
      const response = await this.fetch()(this.options.sessionTokenUrl, {
        credentials: 'include',
        headers: this.headers(sdk),
      });
      if (!response.ok) return err(tokenFailure(response.status));
      const body = (await response.json()) as { sessionToken?: unknown };
      return typeof body.sessionToken === 'string' ? ok(body.sessionToken) : err('unexpected');
    } catch {
      return err('network-outage');
    }
  }

  private session(sdk: FaceTecSdk, sessionToken: string): Promise<Result<LivenessOutcome, LivenessFailure>> {
    return new Promise((resolve) => {
      let tries = 0;
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
          tries += 1;
          void this.verify(sdk, result).then((verdict) => {
            outcome = verdict;
            const rejected = verdict.ok && verdict.value.status !== 'PASSED';
            if (rejected && tries < MAX_LIVENESS_TRIES) callback.retry();
            else if (verdict.ok) callback.succeed();
            else callback.cancel();
          });
        },
        onFaceTecSDKCompletelyDone: () => resolve(outcome),
      };
      new sdk.FaceTecSession(processor, sessionToken);
    });
  }

  /**
   * Spec is silent on a missing verify address: the session's own result is the outcome, PASSED
   * with the face scan and no face map (the backend derives it from the scan).
   */
  private async verify(
    sdk: FaceTecSdk,
    result: FaceTecSessionResult,
  ): Promise<Result<LivenessOutcome, LivenessFailure>> {
    if (this.options.verifyUrl === null) return ok(outcomeOf(result, 'PASSED', null));
    try {
      const response = await this.fetch()(this.options.verifyUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { ...this.headers(sdk), 'Content-Type': 'application/json' },
        body: JSON.stringify({ facescan: result.faceScan, selfie_image: result.auditTrail?.[0] ?? null }),
      });
      if (!response.ok) return err(tokenFailure(response.status));
      const body = (await response.json()) as { livenessStatus?: unknown; facemap?: unknown };
      const status =
        body.livenessStatus === 'PASSED' || body.livenessStatus === 'UNDETERMINED'
          ? body.livenessStatus
          : 'PROVIDER_ERROR';
      return ok(outcomeOf(result, status, typeof body.facemap === 'string' ? body.facemap : null));
    } catch {
      return err('network-outage');
    }
  }

  private headers(sdk: FaceTecSdk): Record<string, string> {
    const canary = this.options.antiForgeryToken();
    return {
      Accept: 'application/json',
      'X-Device-Key': this.options.deviceKey ?? '',
      'X-User-Agent': sdk.createFaceTecAPIUserAgentString(''),
      ...(canary === null ? {} : { 'X-CSRF-Token': canary }),
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
    auditTrailImage: result.auditTrail?.[0] ?? null,
  };
}
