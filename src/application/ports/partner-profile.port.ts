/**
 * The partner's branding (spec 000 §7 'Partner profile'): GET of a public config JSON by partner
 * name and environment, cached per partner. The partner name is the first label of a host with at
 * least four labels. Resolves to null when there is no partner, no profile or no colour: branding
 * then falls back to the issuer's own colour, so a failure here is never an error.
 */
export interface PartnerProfile {
  primaryColor(host: string): Promise<string | null>;
}

export const PARTNER_PROFILE = Symbol.for('PartnerProfile');
