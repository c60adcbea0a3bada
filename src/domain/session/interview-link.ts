import { acceptAddress } from '../links/address';
import { parseStartupQuery } from './startup-query';

/**
 * The interview link to hand the applicant back (to copy into another browser): the address this
 * page was opened with, when that address is an interview link (a request id and its canary, spec
 * 000 §2), without its fragment. Nothing is added or rebuilt from the session, so the copy never
 * carries more than the applicant was sent. Null when the page was opened otherwise:
 * - a hand-off link: its code is used up once redeemed, and the session's canary was never in it;
 * - an address without the link's query (a reload after the app moved on): the link is gone;
 * - an address the app's address rule would not follow (acceptAddress 'navigate': https, or http on loopback).
 */
export function interviewLinkOf(openedAddress: string | null): string | null {
  if (openedAddress === null) return null;
  const hash = openedAddress.indexOf('#');
  const link = hash === -1 ? openedAddress : openedAddress.slice(0, hash);
  const question = link.indexOf('?');
  if (question === -1) return null;
  const query = parseStartupQuery(link.slice(question));
  if (query.rprId === undefined || query.canary === undefined || query.handoff !== undefined) return null;
  return acceptAddress(link, 'navigate');
}
