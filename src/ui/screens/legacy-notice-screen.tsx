import { SHELL_TEXTS } from '../texts/shell-texts';
import { Page } from '../shell/page';

/**
 * The legacy google-login page (spec 000 §1): the site no longer takes applications and points
 * to the ads dashboard. Spec is silent on the dashboard's address, so the text names it without a
 * link rather than guessing one.
 */
export function LegacyNoticeScreen() {
  return (
    <Page route="google-login" heading={SHELL_TEXTS.legacyNoticeHeading}>
      <p className="page__lead">{SHELL_TEXTS.legacyNoticeMessage}</p>
    </Page>
  );
}
