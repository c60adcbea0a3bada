import { CONSENT_ATTRIBUTES } from './consent-attributes';

/** The issuer's consent HTML keyed by attribute type (spec 000 §3, 001 §2.1), as the issuer record holds it. */
export type IssuerConsentHtml<T> = Readonly<Record<string, T | undefined>>;

/**
 * The consent HTML the screen shows for an attribute: the issuer's own for that attribute type,
 * else its 'consent.fcra' fallback, else undefined (the default disclosure is shown).
 */
export function consentHtmlFor<T>(consentHtml: IssuerConsentHtml<T>, attrType: string): T | undefined {
  const own = Object.prototype.hasOwnProperty.call(consentHtml, attrType) ? consentHtml[attrType] : undefined;
  if (own !== undefined && own !== null) return own;
  const fallback = Object.prototype.hasOwnProperty.call(consentHtml, CONSENT_ATTRIBUTES.fcra)
    ? consentHtml[CONSENT_ATTRIBUTES.fcra]
    : undefined;
  return fallback ?? undefined;
}

/** The attribute types the issuer supplied consent HTML for (non-null entries), e.g. from the issuer record. */
export const suppliedConsentHtml = <T>(consentHtml: IssuerConsentHtml<T>): readonly string[] =>
  Object.keys(consentHtml).filter((key) => consentHtml[key] !== undefined && consentHtml[key] !== null);
