import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Issuer-supplied HTML (consent texts, confirmation messages, messages with markup). It always
 * goes through DOMPurify first: scripts, event handlers and javascript: links never reach the DOM.
 */
export function SafeHtml({ html, className, inline = false }: { html: string; className?: string; inline?: boolean }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  // Inline (a span) where only phrasing content may stand, such as inside a heading.
  const Tag = inline ? 'span' : 'div';
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
