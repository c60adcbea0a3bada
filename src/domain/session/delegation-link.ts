import { encodeComponent } from './query-string';

export interface CurrentLocation {
  /** 'https://host' or '' for a link relative to the current host. */
  readonly origin: string;
  readonly pathname: string;
}

/**
 * The interview link texted to a phone so a capture is done there (spec 000 §2): the current path
 * with a leading /v/ removed, plus query q=attribute and hash /interview/{rprId}.
 */
export function delegationInterviewLink(location: CurrentLocation, attrType: string, rprId: string): string {
  const path = location.pathname.replace(/^\/v\//, '/');
  return `${location.origin}${path}?q=${encodeComponent(attrType)}#/interview/${encodeComponent(rprId)}`;
}

/**
 * The link that starts a session on a phone (this project's addition to spec 000 §7): the
 * interview link of spec 000 §2 plus `handoff={code}`, a single-use code the phone redeems for its
 * session. Nothing else: no canary and no continue_url travel in a link that may be texted or shown
 * as a QR code.
 */
export function handoffInterviewLink(location: CurrentLocation, attrType: string, rprId: string, code: string): string {
  const path = location.pathname.replace(/^\/v\//, '/');
  const query = `?q=${encodeComponent(attrType)}&handoff=${encodeComponent(code)}`;
  return `${location.origin}${path}${query}#/interview/${encodeComponent(rprId)}`;
}
