/**
 * Trusted Types (issue 26): with `require-trusted-types-for 'script'` the browser refuses a plain
 * string at every HTML, script and script-URL sink (innerHTML, DOMParser, script.src, new Worker);
 * only a value made by a policy passes, and the policy's `trusted-types` list names the only
 * policies that may be made, each once. So every way into those sinks is one of these, and each
 * has a single owner:
 */
export const TRUSTED_TYPES_POLICIES = {
  /** The one sanitiser's output: issuer HTML and rich-text values (ui/components/sanitise-issuer-html.ts). */
  issuerHtml: 'attest-issuer-html',
  /** DOMPurify's parse of the HTML it is about to sanitise, into an inert document (the same module). */
  sanitiserParse: 'attest-sanitiser-parse',
  /** Webpack's chunk and worker loading: script URLs of the app's own files (webpack.config.ts). */
  chunks: 'attest-chunks',
  /** Quill's own fixed markup: its toolbar icons and link editor (ui/forms/rich-text/rich-text-theme.ts). */
  editorMarkup: 'attest-editor-markup',
  /** The configured FaceTec SDK script (adapters/facetec/script-loader.ts). */
  faceTecSdk: 'attest-facetec-sdk',
  /**
   * What third-party code writes on its own, with no way to hand it a trusted value: Quill empties
   * its container and writes its link editor; FaceTec's SDK writes its texts and style rules and
   * starts its worker from a blob: URL; Stripe's loader (@stripe/stripe-js) adds Stripe.js's
   * script. It refuses everything else (see defaultPolicyAccepts*, main/trusted-types-default-policy.ts).
   */
  default: 'default',
} as const;

/** The policy names in the order the `trusted-types` directive lists them. */
export const TRUSTED_TYPES_POLICY_NAMES: readonly string[] = Object.values(TRUSTED_TYPES_POLICIES);

/** A line break as HTML writes it (<br>, <br/>, <BR />): text, not markup. */
const LINE_BREAK = /<br\s*\/?>/gi;

/**
 * Whether the default policy lets a string reach an HTML sink: only text, with line breaks at
 * most. Without a '<' the parser makes text nodes only (an entity such as &lt; is text too), so a
 * string like that cannot create an element, an attribute or a script; FaceTec's SDK writes its
 * texts (some with <br>) and the rules of its own <style> element this way, Quill an empty ''.
 * Anything with another tag is refused: the sink then throws and the browser reports it.
 */
export function defaultPolicyAcceptsHtml(html: string): boolean {
  return !html.replace(LINE_BREAK, '').includes('<');
}

/**
 * Stripe.js as @stripe/stripe-js 10 loads it: its release train's stripe.js, or the older v3 path
 * (the package's own STRIPE_JS_URL_REGEX and V3_URL_REGEX), from js.stripe.com only.
 */
const STRIPE_JS = /^https:\/\/js\.stripe\.com\/(?:v3\/?|(?:v3|[a-z]+)\/stripe\.js)(?:\?[^#]*)?$/;

/**
 * Whether the default policy lets a script URL through: a blob: URL of the page's own origin
 * (FaceTec's SDK starts its WebAssembly worker from one it made of its resource script; a page can
 * make a blob: URL only of data it already holds, and `worker-src` admits blob: only where FaceTec
 * is configured), and Stripe.js's address (its loader adds the script tag; `script-src` admits
 * js.stripe.com only where Stripe is configured). Any other address is refused: the app's own
 * files go through webpack's policy, FaceTec's SDK through the script loader's.
 */
export function defaultPolicyAcceptsScriptUrl(url: string, pageOrigin: string): boolean {
  return url.startsWith(`blob:${pageOrigin}/`) || STRIPE_JS.test(url);
}
