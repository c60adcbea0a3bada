/** An issuer's primaryColor is used only as a CSS hex colour (#rgb or #rrggbb); anything else is ignored. */
const ISSUER_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Spec is silent on the partner profile's colour format: only hex colours (#rgb, #rgba, #rrggbb,
 * #rrggbbaa) and plain rgb()/hsl() forms are used, because the value ends up in a style; anything
 * else counts as no colour.
 */
const PARTNER_COLOUR = /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|hsl)a?\([0-9.,%\s/]+\))$/i;

/** The primary_color of a partner profile as a usable CSS colour (trimmed), or null. */
export function partnerColourOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return PARTNER_COLOUR.test(trimmed) ? trimmed : null;
}

/**
 * The page's brand colour (the --brand accent). Spec is silent on which wins when both the
 * partner (spec 000 §7 'Partner profile') and the issuer have a colour: the partner's. A partner
 * profile exists only on a host the partner set up for its own brand, and primary_color is all it
 * carries, so a page served there wears it; the issuer's colour brands every other page, and this
 * one while the profile loads or when it has none. `partner` is already a partnerColourOf result.
 */
export function brandColour(partner: string | null, issuer: string | null | undefined): string | null {
  return partner ?? (issuer && ISSUER_COLOUR.test(issuer) ? issuer : null);
}
