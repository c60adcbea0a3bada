import type { CSSProperties } from 'react';
import type { FooterLink, SupportFooter } from '../../../domain/request-status/status-page';

/**
 * The business's contact links under `heading` (support page, e-mail, phone) in its brand colour, or in the
 * default link colour when `colour` is null (a brand colour that fails 4.5:1 on white, see
 * contactLinkColour). Nothing when the business gives no contact.
 */
export function ContactLinks({
  heading,
  footer,
  colour,
}: {
  heading: string;
  footer: SupportFooter;
  colour: string | null;
}) {
  const links = [footer.link, footer.email, footer.phone].filter((link): link is FooterLink => link !== null);
  if (links.length === 0) return null;
  const style: CSSProperties | undefined = colour === null ? undefined : { color: colour };
  return (
    <section aria-labelledby="terminated-contact">
      <h2 id="terminated-contact">{heading}</h2>
      <ul className="terminated__contacts">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              style={style}
              {...(link.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
