/**
 * A consent HTML entry as the issuer record gives it (contracts/README.md): the HTML alone, or
 * the HTML with the data that fills its `{{name}}` placeholders.
 */
export type ConsentHtmlEntry =
  | string
  | { readonly html: string; readonly data?: Readonly<Record<string, string | number | boolean>> }
  | { readonly data: string };

/** Texts of the issuer record's small objects; each may be left out. */
type Texts<K extends string> = { readonly [Name in K]?: string };
export type SupportContactInfo = Texts<'email' | 'phone' | 'url' | 'urlTitle'>;
export type ConfirmationMessage = Texts<'headingText' | 'messageText'>;
export type StatusMessage = { readonly msg: string } & Texts<'url' | 'urlTitle'>;
export type PrivacyPolicy = Texts<'headline' | 'message' | 'url' | 'title'>;

/**
 * The issuer data GET /identity/distinguishedNames answers (contracts/README.md 'issuer data').
 * null: the issuer sends none (the app shows its defaults).
 */
export interface IssuerRecord {
  readonly id: string;
  readonly displayName: string;
  readonly primaryColor: string | null;
  readonly wordmarkUri: string | null;
  readonly consentHtml: Readonly<Record<string, ConsentHtmlEntry>>;
  readonly supportContactInfo: SupportContactInfo | null;
  readonly idoConfirmationMessage: ConfirmationMessage | null;
  /** By stored status (in_process, complete, …) or display state; the app looks up both. */
  readonly idoStatusMessages: Readonly<Record<string, StatusMessage>>;
  readonly privacyPolicy: PrivacyPolicy | null;
}

export const ACME_STAFFING_DN = 'cn=acme-staffing,ou=issuers,o=attest';
/**
 * A named issuer whose applicants may upload document photos on a phone and a computer whatever
 * the flags say (spec 000 §3; the app's list is UPLOAD_ENABLED_ISSUER_DNS in the domain).
 */
export const ACME_FREIGHT_DN = 'cn=acme-freight,ou=issuers,o=attest';
/**
 * An issuer that gives its consent text as `{ "data": "<p>…</p>" }`, the literal reading of spec
 * 001 §2.1 'each with data' (no scenario uses it: it pins that shape in the pact).
 */
export const ACME_CARE_DN = 'cn=acme-care,ou=issuers,o=attest';
/**
 * The issuer of a business owner's own background check: the local-services programme the case is
 * for, whichever business the owner runs (each business scenario's own check names it, so the
 * owner of Acme Handyman is not asked for information by another business). Its name starts with
 * gls-: error reports flag the business flow (spec 000 §6); the DN keeps its first spelling, which
 * the interview contract's pact names.
 */
export const GLS_ISSUER_DN = 'cn=gls-acme-home,ou=issuers,o=attest';
export const GLS_ISSUER_NAME = 'Google Local Services';

/**
 * The three shapes of a consent HTML entry are served: Acme Staffing (the applicant scenarios)
 * gives its consent text with data, the local-services programme (the business owner's own check)
 * the HTML alone, Acme Care the HTML under data.
 */
const consentWithData = (displayName: string): ConsentHtmlEntry => ({
  html: '<p>{{company}} may obtain a consumer report about you for employment purposes from {{agency}}.</p>',
  data: { company: displayName, agency: 'Attest Screening Services' },
});
const consentHtmlOnly = (displayName: string): ConsentHtmlEntry =>
  `<p>${displayName} may obtain a consumer report about you for employment purposes.</p>`;

const consentUnderData = (displayName: string): ConsentHtmlEntry => ({
  data: `<p>${displayName} may obtain a consumer report about you for engagement purposes.</p>`,
});

const issuer = (
  id: string,
  displayName: string,
  primaryColor: string,
  domain: string,
  consent: (displayName: string) => ConsentHtmlEntry,
): IssuerRecord => ({
  id,
  displayName,
  primaryColor,
  // The stock issuers send no logo, confirmation or status texts: the app's own texts show.
  wordmarkUri: null,
  consentHtml: { 'consent.fcra': consent(displayName) },
  supportContactInfo: {
    email: `support@${domain}`,
    phone: '+1 555 010 0100',
    url: `https://${domain}/help`,
    urlTitle: 'Help centre',
  },
  privacyPolicy: {
    headline: 'Privacy',
    message: `How ${displayName} uses your data.`,
    url: `https://${domain}/privacy`,
    title: 'Privacy policy',
  },
  idoConfirmationMessage: null,
  idoStatusMessages: {},
});

/** The applicant scenarios' issuer; request definitions start from its record. */
export const ACME_STAFFING = issuer(
  ACME_STAFFING_DN,
  'Acme Staffing',
  '#1f5fa8',
  'acme-staffing.example',
  consentWithData,
);

export const ISSUERS: ReadonlyMap<string, IssuerRecord> = new Map([
  [ACME_STAFFING_DN, ACME_STAFFING],
  [ACME_FREIGHT_DN, issuer(ACME_FREIGHT_DN, 'Acme Freight', '#8a4b08', 'acme-freight.example', consentWithData)],
  [ACME_CARE_DN, issuer(ACME_CARE_DN, 'Acme Care', '#6a1b9a', 'acme-care.example', consentUnderData)],
  [GLS_ISSUER_DN, issuer(GLS_ISSUER_DN, GLS_ISSUER_NAME, '#2e7d32', 'local-services.example', consentHtmlOnly)],
]);
