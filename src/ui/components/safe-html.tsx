import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { APP_SETTINGS } from '../../application/ports/app-settings.port';
import type { AppSettings } from '../../application/ports/app-settings.port';
import { useInstance } from '../app/resolver';
import { ISSUER_HTML_TEXTS } from '../texts/issuer-html-texts';
import { trustedIssuerHtml } from './sanitise-issuer-html';

/**
 * Issuer-supplied HTML (consent texts, the confirmation heading and message): the only way it
 * reaches the DOM, always through the sanitiser (the issuer HTML profile), as TrustedHTML where the
 * browser enforces Trusted Types (trustedIssuerHtml), with images only
 * from the app's image origins. Inline (a span, phrasing elements only) where only phrasing
 * content may stand, such as inside a heading. The sanitiser adds '(opens in a new tab)' to web
 * links: read here too, so the HTML is sanitised again when the language changes (issue 28).
 */
export const SafeHtml = observer(function SafeHtml({
  html,
  className,
  inline = false,
}: {
  html: string;
  className?: string;
  inline?: boolean;
}) {
  const { imageOrigins } = useInstance<AppSettings>(APP_SETTINGS);
  const note = ISSUER_HTML_TEXTS.opensInNewTab;
  const clean = useMemo(
    () => trustedIssuerHtml(html, imageOrigins, inline ? 'phrasing' : 'block'),
    // The note is not read by this callback but by the sanitiser it calls: a new note, new HTML.
    [html, imageOrigins, inline, note],
  );
  const Tag = inline ? 'span' : 'div';
  // `issuer-html`: the stylesheet's rules for what the profile allows (tables), never the issuer's.
  const classes = className === undefined ? 'issuer-html' : `issuer-html ${className}`;
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
});
