import { TRUSTED_TYPES_POLICIES } from '../../domain/security/trusted-types';

/** The part of `document` a script tag needs, so loading can be tested with a fake in node. */
export interface ScriptHost {
  createElement(tag: 'script'): {
    src: string;
    async: boolean;
    integrity: string;
    crossOrigin: string | null;
    onload: (() => void) | null;
    onerror: (() => void) | null;
  };
  readonly head: { appendChild(node: unknown): unknown };
}

/**
 * Loads a vendor script once per address: later calls share the first load. A failed load is
 * forgotten so that a retry adds a fresh tag.
 *
 * With an integrity hash the tag carries it (subresource integrity,
 * https://www.w3.org/TR/SRI/#the-integrity-attribute) and `crossorigin="anonymous"`: a browser
 * checks the hash of a script from another origin only on a CORS load, and refuses the script
 * (onerror) when its bytes do not match.
 */
/**
 * Under Trusted Types (issue 26) a script's address must be a TrustedScriptURL. This policy is the
 * loader's alone, and the loader loads only the vendor script the configuration names (FaceTec's
 * SDK, config.faceTecSdkUrl), whose origin is also the only one script-src admits for it. Created
 * on first use, so a page that never loads a vendor script never makes it.
 */
let scriptUrlPolicy: Pick<TrustedTypePolicy, 'createScriptURL'> | null | undefined;
function trustedScriptUrl(url: string): TrustedScriptURL | string {
  scriptUrlPolicy ??=
    (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes?.createPolicy(
      TRUSTED_TYPES_POLICIES.faceTecSdk,
      { createScriptURL: (address: string) => address },
    ) ?? null;
  return scriptUrlPolicy === null ? url : scriptUrlPolicy.createScriptURL(url);
}

export class ScriptLoader {
  private readonly loads = new Map<string, Promise<boolean>>();

  constructor(private readonly host: () => ScriptHost | undefined) {}

  load(url: string, integrity: string | null = null): Promise<boolean> {
    const known = this.loads.get(url);
    if (known) return known;
    const loading = new Promise<boolean>((resolve) => {
      const host = this.host();
      if (!host) return resolve(false);
      const script = host.createElement('script');
      script.async = true;
      if (integrity !== null) {
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
      }
      script.onload = () => resolve(true);
      script.onerror = () => resolve(false);
      // A TrustedScriptURL where the browser enforces Trusted Types; the element takes either.
      script.src = trustedScriptUrl(url) as string;
      host.head.appendChild(script);
    }).then((loaded) => {
      if (!loaded) this.loads.delete(url);
      return loaded;
    });
    this.loads.set(url, loading);
    return loading;
  }
}
