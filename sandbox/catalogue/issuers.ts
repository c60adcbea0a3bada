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
 * The issuer's texts in one other language (issue 28, contracts/README.md 'Languages'): each field
 * in the shape of its English field, any subset of it.
 */
export interface IssuerTranslation {
  readonly consentHtml?: Readonly<Record<string, ConsentHtmlEntry>>;
  readonly idoConfirmationMessage?: ConfirmationMessage;
  readonly idoStatusMessages?: Readonly<Record<string, Texts<'msg' | 'url' | 'urlTitle'>>>;
  readonly privacyPolicy?: PrivacyPolicy;
}

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
  /** Its texts by language; left out, as by an older service, when it writes in English only. */
  readonly translations?: { readonly es?: IssuerTranslation };
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
/**
 * An issuer that writes its texts in English and gives them in Spanish too (issue 28): the
 * scenario applicant-spanish, and the pact's issuer with translations.
 */
export const ACME_HEALTH_DN = 'cn=acme-health,ou=issuers,o=attest';
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

/**
 * Acme Health writes its consent text, confirmation message, status messages and privacy policy
 * in English and gives Spanish for all but one status message (timeout), whose English shows in
 * Spanish too, as the app does with any text an issuer gives in English only.
 */
export const ACME_HEALTH: IssuerRecord = {
  ...issuer(ACME_HEALTH_DN, 'Acme Health', '#00695c', 'acme-health.example', consentWithData),
  idoConfirmationMessage: {
    headingText: 'Thank you for applying to Acme Health',
    messageText: '<p>We will e-mail you as soon as your background check is complete.</p>',
  },
  idoStatusMessages: {
    complete: {
      msg: 'Your background check is complete. Acme Health will contact you about the next steps.',
      url: 'https://acme-health.example/applicants',
      urlTitle: 'Help for applicants',
    },
    timeout: { msg: 'Your link has expired. Contact Acme Health for a new one.' },
  },
  privacyPolicy: {
    headline: 'Your privacy',
    message: 'How Acme Health uses the information you give.',
    url: 'https://acme-health.example/privacy',
    title: 'Privacy policy',
  },
  translations: {
    es: {
      consentHtml: {
        'consent.fcra': {
          html: '<p>{{company}} puede obtener de {{agency}} un informe del consumidor sobre usted con fines de empleo.</p>',
        },
      },
      idoConfirmationMessage: {
        headingText: 'Gracias por presentar su solicitud a Acme Health',
        messageText:
          '<p>Le enviaremos un correo electrónico en cuanto se complete su verificación de antecedentes.</p>',
      },
      idoStatusMessages: {
        complete: {
          msg: 'Su verificación de antecedentes está completa. Acme Health se comunicará con usted sobre los próximos pasos.',
          urlTitle: 'Ayuda para solicitantes',
        },
      },
      privacyPolicy: {
        headline: 'Su privacidad',
        message: 'Cómo usa Acme Health la información que usted proporciona.',
        url: 'https://acme-health.example/es/privacidad',
        title: 'Política de privacidad',
      },
    },
  },
};

export const ISSUERS: ReadonlyMap<string, IssuerRecord> = new Map([
  [ACME_STAFFING_DN, ACME_STAFFING],
  [ACME_FREIGHT_DN, issuer(ACME_FREIGHT_DN, 'Acme Freight', '#8a4b08', 'acme-freight.example', consentWithData)],
  [ACME_CARE_DN, issuer(ACME_CARE_DN, 'Acme Care', '#6a1b9a', 'acme-care.example', consentUnderData)],
  [GLS_ISSUER_DN, issuer(GLS_ISSUER_DN, GLS_ISSUER_NAME, '#2e7d32', 'local-services.example', consentHtmlOnly)],
  [ACME_HEALTH_DN, ACME_HEALTH],
]);
