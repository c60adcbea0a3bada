import { observer } from 'mobx-react-lite';
import type { AppSettings } from '../../../application/ports/app-settings.port';
import { APP_SETTINGS } from '../../../application/ports/app-settings.port';
import type { HelpArticles } from '../../../domain/business/help-topics';
import { useInstance } from '../../app/resolver';
import { BUSINESS_TEXTS } from '../../texts/business-texts';

/** The configured help articles by topic (runtime configuration `helpArticles`). */
export const useHelpArticles = (): HelpArticles => useInstance<AppSettings>(APP_SETTINGS).helpArticles;

/**
 * A link to a support article, opened in a new tab so the form stays as typed. Without an article
 * (the configuration gives none for the topic) there is no link: nothing rather than a dead end.
 */
export const HelpLink = observer(function HelpLink({
  href,
  topic,
}: {
  readonly href: string | undefined;
  readonly topic: string;
}) {
  if (href === undefined) return null;
  return (
    <a className="business-help" href={href} target="_blank" rel="noopener noreferrer">
      {BUSINESS_TEXTS.help}
      <span className="visually-hidden">{BUSINESS_TEXTS.helpFor(topic)}</span>
    </a>
  );
});
