import { observer } from 'mobx-react-lite';
import { InterviewStore } from '../../../application/view-models/interview.store';
import { acceptAddress } from '../../../domain/links/address';
import { useInstance } from '../../app/resolver';
import { PROVIDER_FIELD_TEXTS } from '../../texts/provider-field-texts';

/**
 * The issuer's support contact (e-mail, phone, page), next to the utility notice. Spec is silent
 * on which contact: every one the issuer gives, nothing when it gives none.
 */
export const SupportContactLine = observer(function SupportContactLine() {
  const contact = useInstance(InterviewStore).issuer?.supportContactInfo ?? null;
  if (contact === null) return null;
  const url = contact.url === null ? null : acceptAddress(contact.url, 'support-link');
  const links = [
    contact.email ? { href: `mailto:${contact.email}`, text: contact.email } : null,
    contact.phone ? { href: `tel:${contact.phone}`, text: contact.phone } : null,
    url ? { href: url, text: contact.urlTitle ?? url } : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <p>
      {PROVIDER_FIELD_TEXTS.contactSupport}{' '}
      {links.map((link, index) => (
        <span key={link.href}>
          {index > 0 ? ', ' : null}
          <a href={link.href}>{link.text}</a>
        </span>
      ))}
    </p>
  );
});
