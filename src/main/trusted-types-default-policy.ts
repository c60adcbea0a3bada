import {
  TRUSTED_TYPES_POLICIES,
  defaultPolicyAcceptsHtml,
  defaultPolicyAcceptsScriptUrl,
} from '../domain/security/trusted-types';
import { SNOW_LINK_EDITOR_MARKUP } from '../ui/forms/rich-text/snow-link-editor-markup';

/**
 * The Trusted Types default policy (issue 26): the browser asks it about a plain string at a sink
 * only when no policy made the value, which in the app's own code never happens (the sanitiser,
 * the editor's icons, webpack's loader and the script loader have named policies). It is there
 * for third-party code that writes strings itself (trusted-types.ts says which and what), and it
 * refuses rather than passes through: an answer of null makes the browser block the write, throw
 * in the code that tried it and report a violation. No script text is ever made (createScript).
 *
 * Made first thing in the start script, before any chunk of third-party code can run.
 */
export function installDefaultPolicy(factory: TrustedTypePolicyFactory | undefined, pageOrigin: string): void {
  factory?.createPolicy(TRUSTED_TYPES_POLICIES.default, {
    createHTML: (html: string): string | null =>
      html === SNOW_LINK_EDITOR_MARKUP || defaultPolicyAcceptsHtml(html) ? html : null,
    createScriptURL: (url: string): string | null => (defaultPolicyAcceptsScriptUrl(url, pageOrigin) ? url : null),
    createScript: (): null => null,
    // The declarations say a policy answers a string; the specification lets the default policy
    // answer null, which is how it refuses (https://w3c.github.io/trusted-types/dist/spec/#default-policy-hdr).
  } as unknown as TrustedTypePolicyOptions);
}
