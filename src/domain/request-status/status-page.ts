import { acceptAddress } from '../links/address';
import { displayStateOf } from './display-state';
import type { RequestRecord } from './request-record';

/** The attribute family of insurance self-attestation (spec 000 §2 'Request status page'). */
export const INSURANCE_SELF_ATTESTATION = 'insurance_policy_verification.self_attestation';

const isSelfAttestation = (attributeType: string): boolean =>
  attributeType === INSURANCE_SELF_ATTESTATION || attributeType.startsWith(`${INSURANCE_SELF_ATTESTATION}.`);

/**
 * Whether the status page is the terminated-request page: an insurance self-attestation-only
 * request that was canceled.
 *
 * Spec is silent on what makes a request 'insurance self-attestation-only': every attribute
 * sharing agreement of the record is of the insurance-policy-verification self-attestation family
 * (the family itself or any of its sub-types, such as its enterprise and advanced types); a record
 * without agreements is not.
 */
export function showsTerminatedPage(record: RequestRecord): boolean {
  const { agreements } = record;
  return (
    displayStateOf(record) === 'canceled' &&
    agreements.length > 0 &&
    agreements.every((agreement) => isSelfAttestation(agreement.attributeType))
  );
}

export interface SupportContactInput {
  readonly email: string | null;
  readonly phone: string | null;
  readonly url: string | null;
  readonly urlTitle: string | null;
}

export interface FooterLink {
  readonly text: string;
  readonly href: string;
}

export interface SupportFooter {
  readonly link: FooterLink | null;
  readonly email: FooterLink | null;
  readonly phone: FooterLink | null;
}

const blank = (value: string | null): boolean => value === null || value.trim() === '';

/**
 * The status page's footer: the support link (spec 000 §5 'Support links': a relative link is
 * dropped, others get http:// when they have no scheme), the e-mail and the phone.
 *
 * Spec is silent on the link's text without a urlTitle: the link itself is shown. Spec is silent
 * on the e-mail and phone links: they open the mail and phone apps (mailto:, tel: without spaces).
 */
export function supportFooter(contact: SupportContactInput | null): SupportFooter {
  if (contact === null) return { link: null, email: null, phone: null };
  const href = contact.url === null ? null : acceptAddress(contact.url, 'support-link');
  const email = contact.email?.trim() ?? '';
  const phone = contact.phone?.trim() ?? '';
  return {
    link: href === null ? null : { text: blank(contact.urlTitle) ? href : (contact.urlTitle ?? '').trim(), href },
    email: email === '' ? null : { text: email, href: `mailto:${email}` },
    phone: phone === '' ? null : { text: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
  };
}

/**
 * Where the 13-day notice's support ticket link leads (spec 000 §4 'Status alerts'). Spec is silent
 * on its address: the issuer's support link, its e-mail when it has no link, none when it has
 * neither.
 */
export const supportTicketLink = (footer: SupportFooter): FooterLink | null => footer.link ?? footer.email;
