import { BUSINESS_TEXTS } from '../../texts/business-texts';

/** A link to a support article, opened in a new tab so the form stays as typed. */
export function HelpLink({ href, topic }: { readonly href: string; readonly topic: string }) {
  return (
    <a className="business-help" href={href} target="_blank" rel="noopener noreferrer">
      {BUSINESS_TEXTS.help}
      <span className="visually-hidden">{BUSINESS_TEXTS.helpFor(topic)}</span>
    </a>
  );
}
