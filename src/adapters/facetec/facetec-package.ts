import type { Language } from '../../domain/language/language';

/**
 * Where FaceTec's browser package keeps what the SDK script needs, from the script's own address
 * (`…/core-sdk/FaceTecSDK.js/FaceTecSDK.js`, as FaceTec lays its package out; e.g.
 * https://github.com/shlapolosa/FaceTecSDK-browser-9.7.27).
 */

/** An address beside the SDK script: a same-origin path stays a path, an https address stays absolute; no trailing slash. */
function besideSdk(sdkUrl: string, relative: string): string {
  const absolute = /^https?:/i.test(sdkUrl);
  const url = new URL(relative, absolute ? sdkUrl : `http://page.invalid${sdkUrl}`);
  return (absolute ? url.href : url.pathname).replace(/\/$/, '');
}

/**
 * The SDK's resource and image folders: `core-sdk/FaceTecSDK.js/resources` and
 * `core-sdk/FaceTec_images`. FaceTec's sample sets both before initialising
 * (sample-apps/sample-app-ts/src/sampleAppController.ts: `setResourceDirectory(
 * "../../core-sdk/FaceTecSDK.js/resources")`, `setImagesDirectory("../../core-sdk/FaceTec_images")`).
 * No trailing slash: the SDK adds its own. With an https address the SDK starts its worker from a
 * blob: URL that imports the resource script (content-security-policy.ts says what that needs).
 */
export function sdkDirectories(sdkUrl: string): { resources: string; images: string } {
  return { resources: besideSdk(sdkUrl, 'resources'), images: besideSdk(sdkUrl, '../FaceTec_images') };
}

/** The texts of FaceTec's screens per language, in the package's `core-sdk-optional` folder. */
const STRINGS_FILES: Readonly<Record<Language, string>> = {
  en: 'FaceTecStrings.js',
  es: 'FaceTecStrings.es.js',
};

/** Where FaceTec's texts in `language` are: `…/core-sdk-optional/FaceTecStrings{.es}.js`. */
export const stringsUrl = (sdkUrl: string, language: Language): string =>
  besideSdk(sdkUrl, `../../core-sdk-optional/${STRINGS_FILES[language]}`);
