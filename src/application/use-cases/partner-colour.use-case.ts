import { partnerNameOf } from '../../domain/links/partner-name';
import type { PartnerProfile } from '../ports/partner-profile.port';

/**
 * The partner's branding colour for the page at `host` (spec 000 §7 'Partner profile'): on a host
 * of at least four labels (`acme.verify.attest.example`), the primary_color of the profile of the
 * partner its first label names; null when the host names no partner (the profile adapter is then
 * not even downloaded) or the partner has no profile or no colour. The frame asks once per page
 * load, and the adapter caches the profile per partner.
 *
 * Which colour wins when the issuer also has one: the domain's brandColour.
 *
 * A function rather than a use-case class on purpose: the frame of every page runs it, and a
 * decorated class with its binding costs the start bundle bytes it does not have (issue 10 B5).
 */
export async function partnerColour(profile: PartnerProfile, host: string): Promise<string | null> {
  const partner = partnerNameOf(host);
  return partner && profile.primaryColor(partner);
}
