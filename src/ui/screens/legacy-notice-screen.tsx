import { observer } from 'mobx-react-lite';
import type { AppSettings } from '../../application/ports/app-settings.port';
import { APP_SETTINGS } from '../../application/ports/app-settings.port';
import { useInstance } from '../app/resolver';
import { Page } from '../shell/page';
import { SCREEN_TEXTS } from '../texts/screen-texts';

/**
 * The legacy google-login page (spec 000 §1): the site no longer takes applications and points
 * to the ads dashboard. Spec is silent on the dashboard's address: the runtime configuration may
 * give one (adsDashboardUrl, checked at start like every address the browser is sent to); without
 * it the text names the dashboard without a link rather than guessing one. The link opens in the
 * same tab: leaving for the dashboard is the only thing left to do here.
 */
export const LegacyNoticeScreen = observer(function LegacyNoticeScreen() {
  const settings = useInstance<AppSettings>(APP_SETTINGS);
  const texts = SCREEN_TEXTS.legacyNotice;
  return (
    <Page route="google-login" heading={texts.heading}>
      <p className="page__lead">{texts.message}</p>
      {settings.adsDashboardUrl === null ? null : (
        <p>
          <a className="button button--primary" href={settings.adsDashboardUrl}>
            {texts.dashboardLink}
          </a>
        </p>
      )}
    </Page>
  );
});
