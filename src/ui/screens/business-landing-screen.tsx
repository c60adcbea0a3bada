import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { BusinessLandingViewModel } from '../../application/view-models/business-landing.view-model';
import { useInstance } from '../app/resolver';
import { LoadingScreen } from '../shell/loading-screen';
import { Page } from '../shell/page';
import { SCREEN_TEXTS } from '../texts/screen-texts';

/**
 * The business landing page (/v2/google-login/{caseId}, spec 000 §2): entering sets the session
 * for the case (logging out any other) and goes on to the business form when the owner is in (the
 * link's auth code, or a session cookie for the case); otherwise the sign-in-with-account button
 * sends the browser to the identity service. Until that is known the page shows the spinner, so
 * the button never flashes up for an owner who is already in.
 *
 * Spec is silent on this page's texts: the heading, the line and the button label are ours
 * (SCREEN_TEXTS.landing); the account is a Google account, hence 'Sign in with Google'.
 */
export const BusinessLandingScreen = observer(function BusinessLandingScreen({
  caseId,
  authCode,
}: {
  caseId: number;
  authCode?: string;
}) {
  const landing = useInstance(BusinessLandingViewModel);
  const texts = SCREEN_TEXTS.landing;
  useEffect(() => {
    void landing.enter(caseId, authCode);
  }, [landing, caseId, authCode]);
  if (landing.phase !== 'sign-in') return <LoadingScreen />;
  return (
    <Page route="google-business-verification-v2" heading={texts.heading} className="landing">
      <p className="page__lead">{texts.lead}</p>
      <button type="button" className="button button--primary" onClick={() => landing.signIn()}>
        {texts.signIn}
      </button>
    </Page>
  );
});
