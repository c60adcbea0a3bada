/**
 * What an error report is flagged with (spec 000 §6: 'Error reporting identifies the user by
 * e-mail and flags the business flow and issuers whose names start with gls-').
 */
export interface ReportUser {
  readonly businessFlow: boolean;
  readonly issuerId: string | null;
  readonly issuerName?: string | null;
}

const GLS_PREFIX = /^gls-/i;
/** The common name of a distinguished name ('cn=gls-acme,ou=issuers'), where a dn is the id. */
const GLS_COMMON_NAME = /(^|,)\s*cn=gls-/i;

/**
 * An issuer whose name starts with gls-. Spec is silent on which of the issuer's names: its id,
 * the CN of its id when the id is a distinguished name, or its display name all count.
 */
export function isGlsIssuer(issuerId: string | null, issuerName: string | null = null): boolean {
  if (issuerName !== null && GLS_PREFIX.test(issuerName.trim())) return true;
  if (issuerId === null) return false;
  return GLS_PREFIX.test(issuerId.trim()) || GLS_COMMON_NAME.test(issuerId);
}

/** The tags every report of this user carries. */
export const reportTags = (user: ReportUser): { readonly business_flow: string; readonly gls_issuer: string } => ({
  business_flow: String(user.businessFlow),
  gls_issuer: String(isGlsIssuer(user.issuerId, user.issuerName ?? null)),
});
