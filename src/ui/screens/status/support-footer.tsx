import { observer } from 'mobx-react-lite';
import type { SupportFooter as Footer } from '../../../domain/request-status/status-page';
import { SCREEN_TEXTS } from '../../texts/screen-texts';

/**
 * The status page's footer (spec 000 §2): the issuer's support link, e-mail and phone, each only
 * when the issuer gives it; nothing at all when it gives none. The support link opens in a new tab.
 */
export const SupportFooter = observer(function SupportFooter({ footer }: { footer: Footer }) {
  const { link, email, phone } = footer;
  if (link === null && email === null && phone === null) return null;
  const texts = SCREEN_TEXTS.status;
  return (
    <div className="status-footer">
      <h2>{texts.needHelp}</h2>
      <ul className="status-footer__list">
        {link !== null ? (
          <li>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.text}
            </a>
          </li>
        ) : null}
        {email !== null ? (
          <li>
            {texts.email} <a href={email.href}>{email.text}</a>
          </li>
        ) : null}
        {phone !== null ? (
          <li>
            {texts.phone} <a href={phone.href}>{phone.text}</a>
          </li>
        ) : null}
      </ul>
    </div>
  );
});
