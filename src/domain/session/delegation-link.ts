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
