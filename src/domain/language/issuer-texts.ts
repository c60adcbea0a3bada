import type { ConsentText } from '../consent/consent-text';
import { readConsentText } from '../consent/consent-text';
import { fieldOf, isJsonObject } from '../shared/json-fields';
import type { SomeTexts } from './given-translations';
import { readSomeTexts, translatedTexts, translationEntries } from './given-translations';
import type { Language, TranslatedLanguage } from './language';

/**
 * The issuer's own texts in the page's language (issue 28 item 3). The issuer writes its consent
 * HTML, confirmation and status messages and privacy policy in English, as spec 000 §3 names them,
 * and may give them per language under `translations` (this project's shape, contracts/README.md
 * 'Languages'): `{ "es": { consentHtml?, idoConfirmationMessage?, idoStatusMessages?, privacyPolicy? } }`,
 * each field in exactly the shape of its English field, any subset of it (per consent attribute
 * type, per status, per message part). Where a language gives no text, the English shows as given:
 * the app's own texts around it are still in the page's language.
 */

export const CONFIRMATION_FIELDS = ['headingText', 'messageText'] as const;
export const STATUS_MESSAGE_FIELDS = ['msg', 'url', 'urlTitle'] as const;
export const PRIVACY_POLICY_FIELDS = ['headline', 'message', 'url', 'title'] as const;

type ConfirmationField = (typeof CONFIRMATION_FIELDS)[number];
type StatusMessageField = (typeof STATUS_MESSAGE_FIELDS)[number];
type PrivacyPolicyField = (typeof PRIVACY_POLICY_FIELDS)[number];

/** What one language gives of the issuer's texts; each part empty when it gives none. */
export interface IssuerTranslation {
  /** Consent texts by attribute type, each in any shape an English entry may have (readConsentText). */
  readonly consentHtml: Readonly<Record<string, ConsentText>>;
  readonly idoConfirmationMessage: SomeTexts<ConfirmationField>;
  readonly idoStatusMessages: Readonly<Record<string, SomeTexts<StatusMessageField>>>;
  readonly privacyPolicy: SomeTexts<PrivacyPolicyField>;
}

/** The issuer's translations by language; a language it gives none in is absent. */
export type IssuerTranslations = Readonly<Partial<Record<TranslatedLanguage, IssuerTranslation>>>;

/** The issuer's texts that a language may change, in the English shapes the issuer reader gives. */
export interface IssuerTexts {
  readonly consentHtml: Readonly<Record<string, ConsentText>>;
  readonly idoConfirmationMessage: { readonly [K in ConfirmationField]: string | null } | null;
  readonly idoStatusMessages: Readonly<
    Record<string, { readonly msg: string; readonly url: string | null; readonly urlTitle: string | null }>
  >;
  readonly privacyPolicy: { readonly [K in PrivacyPolicyField]: string | null } | null;
  /** Absent: an older service, or an issuer that writes in English only. */
  readonly translations?: IssuerTranslations;
}

/** `{ key: value }` read entry by entry; an entry the reader cannot read is left out and its key listed. */
function readEntries<T>(raw: unknown, read: (value: unknown) => T | null, unread: (key: string) => void) {
  if (!isJsonObject(raw)) return {};
  const entries = Object.entries(raw).flatMap(([key, value]) => {
    if (value === null) return [];
    const entry = read(value);
    if (entry === null) unread(key);
    return entry === null ? [] : [[key, entry] as const];
  });
  // fromEntries defines own properties, so a key such as '__proto__' cannot reach a prototype.
  return Object.fromEntries(entries) as Readonly<Record<string, T>>;
}

/**
 * Reads the issuer record's `translations`. Never fails: a language Attest does not speak is
 * ignored, and a part or an entry in a shape the app cannot read is left out (that text shows in
 * English), as the issuer reader does with its English entries. A consent text it cannot read is
 * listed in `unreadConsentHtml` as `{language}:{attrType}` ('es:consent.fcra'), by key, never
 * content, so the issuer's own text is not dropped unnoticed.
 */
export function readIssuerTranslations(raw: unknown, unreadConsentHtml: string[] = []): IssuerTranslations {
  const read = translationEntries(raw).map(([language, entry]) => {
    const translation: IssuerTranslation = {
      consentHtml: readEntries(fieldOf(entry, 'consentHtml'), readConsentText, (key) =>
        unreadConsentHtml.push(`${language}:${key}`),
      ),
      idoConfirmationMessage: readSomeTexts(fieldOf(entry, 'idoConfirmationMessage'), CONFIRMATION_FIELDS),
      idoStatusMessages: readEntries(
        fieldOf(entry, 'idoStatusMessages'),
        (value) => (isJsonObject(value) ? readSomeTexts(value, STATUS_MESSAGE_FIELDS) : null),
        () => undefined,
      ),
      privacyPolicy: readSomeTexts(fieldOf(entry, 'privacyPolicy'), PRIVACY_POLICY_FIELDS),
    };
    return [language, translation] as const;
  });
  return Object.fromEntries(read);
}

/**
 * A consent text in a language: the translation's HTML, its placeholders filled from the
 * translation's data where it gives a value and else from the English data (an issuer need not
 * repeat its company's name per language).
 */
const translatedConsent = (english: ConsentText, translation: ConsentText | undefined): ConsentText =>
  translation === undefined ? english : { html: translation.html, data: { ...english.data, ...translation.data } };

/** Own keys only, so a key such as 'constructor' never reads the prototype. */
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

const mapValues = <T>(record: Readonly<Record<string, T>>, map: (value: T, key: string) => T) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value, key)])) as Readonly<
    Record<string, T>
  >;

/**
 * The issuer's texts in `language`: per field and per key, the translation where the issuer gives
 * one, else the English as given. A translation only translates: it adds no consent attribute
 * type, status or message part the English does not have, so what the app SENDS (the consent
 * attribute types the issuer has HTML for, consent-submission.ts) never changes with the
 * language. English, or a language the issuer gives nothing in, returns the issuer unchanged.
 */
export function issuerTextsIn<T extends IssuerTexts>(issuer: T, language: Language): T {
  const translation = language === 'en' ? undefined : issuer.translations?.[language];
  if (translation === undefined) return issuer;
  const { idoConfirmationMessage: confirmation, privacyPolicy: policy } = issuer;
  return {
    ...issuer,
    consentHtml: mapValues(issuer.consentHtml, (english, attrType) =>
      translatedConsent(english, own(translation.consentHtml, attrType)),
    ),
    idoConfirmationMessage:
      confirmation === null
        ? null
        : translatedTexts(confirmation, CONFIRMATION_FIELDS, translation.idoConfirmationMessage),
    idoStatusMessages: mapValues(issuer.idoStatusMessages, (english, status) =>
      translatedTexts(english, STATUS_MESSAGE_FIELDS, own(translation.idoStatusMessages, status) ?? {}),
    ),
    privacyPolicy: policy === null ? null : translatedTexts(policy, PRIVACY_POLICY_FIELDS, translation.privacyPolicy),
  };
}
