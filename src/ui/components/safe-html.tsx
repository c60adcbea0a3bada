import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Issuer-supplied HTML (consent texts, confirmation messages, messages with markup). It always
 * goes through DOMPurify first: scripts, event handlers and javascript: links never reach the DOM.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
