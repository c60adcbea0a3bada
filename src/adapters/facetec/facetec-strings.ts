import { defaultPolicyAcceptsHtml } from '../../domain/security/trusted-types';

/**
 * FaceTec's own screens in the page's language (issue 28): FaceTec ships the texts of its screens
 * per language beside the SDK (facetec-package.ts stringsUrl), and
 * `FaceTecSDK.configureLocalization` takes such an object once the SDK is initialised
 * (FaceTecSDK.d.ts). FaceTec's translations, not ours: they follow the SDK's version and its keys.
 */

/** A FaceTec localization: its key ('FaceTec_action_ok') to the text its screen shows. */
export type FaceTecStrings = Readonly<Record<string, string>>;

/** One `"FaceTec_key": "text"` entry of the file; the text is a JSON string literal. */
const ENTRY = /"(FaceTec_[A-Za-z0-9_]+)"\s*:\s*("(?:[^"\\\r\n]|\\.)*")/g;

/**
 * The texts of a FaceTec strings file, read as data and never run: the file is a script
 * (`var FaceTecStrings = { "FaceTec_action_ok": "ACEPTAR", … }; module.exports = FaceTecStrings;`),
 * whose last line would fail in a page, and running it would need a script-src and a Trusted Types
 * policy of its own. A text with markup other than a line break is left out (FaceTec then shows its
 * own for that key): the page's default policy would refuse it where the SDK writes it
 * (defaultPolicyAcceptsHtml). null when the file holds no text at all.
 */
export function readFaceTecStrings(file: string): FaceTecStrings | null {
  const strings: Record<string, string> = {};
  for (const [, key, literal] of file.matchAll(ENTRY)) {
    const text = stringOf(literal!);
    if (text !== null && defaultPolicyAcceptsHtml(text)) strings[key!] = text;
  }
  return Object.keys(strings).length > 0 ? strings : null;
}

/** A string literal's text; null for an escape JSON does not know (`\\x41`, `\\'`): that entry is left out. */
function stringOf(literal: string): string | null {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return null;
  }
}
