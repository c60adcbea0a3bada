import { observer } from 'mobx-react-lite';
import type { AppSettings } from '../../application/ports/app-settings.port';
import { APP_SETTINGS } from '../../application/ports/app-settings.port';
import { useInstance } from '../app/resolver';
import { SHELL_TEXTS } from '../texts/shell-texts';

/**
 * The 'Powered by' footer with the learn-more, privacy-policy and terms links (spec 000 §1). The
 * links stack vertically at 562 px and below (spec 000 §9), in the stylesheet. External pages
 * open in a new tab so the interview in progress stays where it is.
 */
export const PoweredByFooter = observer(function PoweredByFooter() {
  const settings = useInstance<AppSettings>(APP_SETTINGS);
  const links: { label: string; href: string | null }[] = [
    { label: SHELL_TEXTS.learnMore, href: settings.footerLinks.learnMore },
    { label: SHELL_TEXTS.privacyPolicy, href: settings.footerLinks.privacyPolicy },
    { label: SHELL_TEXTS.terms, href: settings.footerLinks.terms },
  ].filter((link) => link.href !== null);
  return (
    <footer className="footer">
      <p className="footer__powered">
        {SHELL_TEXTS.poweredBy} <strong>{settings.brandName}</strong>
      </p>
      {links.length > 0 ? (
        <ul className="footer__links">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href ?? undefined} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </footer>
  );
});
