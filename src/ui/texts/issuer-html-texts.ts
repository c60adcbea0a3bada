import { catalogue } from '../../domain/language/translation';

/**
 * The words the sanitiser adds to issuer HTML (sanitise-issuer-html.ts). A catalogue of its own so
 * it loads only with the sanitiser's chunk (the consent field and the thank-you screen), not with
 * the start bundle.
 */
export const ISSUER_HTML_TEXTS = catalogue('ISSUER_HTML_TEXTS', {
  /** Ours (spec is silent): after the text of a web link in issuer HTML, which opens in a new tab. */
  opensInNewTab: '(opens in a new tab)',
} as const);
