import type { Language } from '../language/language';
import { encodeComponent } from './query-string';

export interface CurrentLocation {
  /** 'https://host' or '' for a link relative to the current host. */
  readonly origin: string;
  readonly pathname: string;
}

/**
 * `&lang=es` for a page shown in Spanish (issue 28), so the phone opens in the language the
 * applicant chose, whatever its own browser prefers; nothing for English, the fallback, so an
 * English link is spec 000 §2's as it was.
 */
const languageParam = (language: Language): string => (language === 'en' ? '' : `&lang=${language}`);

/**
 * The interview link texted to a phone so a capture is done there (spec 000 §2): the current path
 * with a leading /v/ removed, plus query q=attribute (and the page's language) and hash /interview/{rprId}.
 */
export function delegationInterviewLink(
  location: CurrentLocation,
  attrType: string,
  rprId: string,
  language: Language = 'en',
): string {
  const path = location.pathname.replace(/^\/v\//, '/');
  const query = `?q=${encodeComponent(attrType)}${languageParam(language)}`;
  return `${location.origin}${path}${query}#/interview/${encodeComponent(rprId)}`;
}

/**
 * The link that starts a session on a phone (this project's addition to spec 000 §7): the
 * interview link of spec 000 §2 plus `handoff={code}`, a single-use code the phone redeems for its
 * session, and the page's language. Nothing else: no canary and no continue_url travel in a link
 * that may be texted or shown as a QR code.
 */
export function handoffInterviewLink(
  location: CurrentLocation,
  attrType: string,
  rprId: string,
  code: string,
  language: Language = 'en',
): string {
  const path = location.pathname.replace(/^\/v\//, '/');
  const query = `?q=${encodeComponent(attrType)}&handoff=${encodeComponent(code)}${languageParam(language)}`;
  return `${location.origin}${path}${query}#/interview/${encodeComponent(rprId)}`;
}
