/**
 * The partner's branding (spec 000 §7 'Partner profile'): GET of a public config JSON by partner
 * name and environment, cached per partner. Resolves to null when the partner has no profile or
 * no colour: branding then falls back to the issuer's own colour, so a failure here is never an
 * error. Which partner a host names is the domain's rule (partnerNameOf), applied by the caller.
 */
export interface PartnerProfile {
  /** The primary_color of the partner's profile, a CSS colour, or null. */
  primaryColor(partner: string): Promise<string | null>;
}

export const PARTNER_PROFILE = Symbol.for('PartnerProfile');
