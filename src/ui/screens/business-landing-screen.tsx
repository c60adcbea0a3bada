import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { BusinessLandingViewModel } from '../../application/view-models/business-landing.view-model';
import { useInstance } from '../app/resolver';
import { Page } from '../shell/page';
import { SCREEN_TEXTS } from '../texts/screen-texts';

const texts = SCREEN_TEXTS.landing;

/**
 * The business landing page (/v2/google-login/{caseId}, spec 000 §2): entering sets the session
 * for the case (logging out any other), and the sign-in-with-account button sends the browser to
 * the identity service. The business-owner flow after sign-in is a later issue.
 *
 * Spec is silent on this page's texts: the heading, the line and the button label are ours
 * (SCREEN_TEXTS.landing); the account is a Google account, hence 'Sign in with Google'. The button
 * waits until entering has stored the new session, so sign-in never starts with the old one.
 */
export const BusinessLandingScreen = observer(function BusinessLandingScreen({
  caseId,
  authCode,
}: {
  caseId: number;
  authCode?: string;
}) {
  const landing = useInstance(BusinessLandingViewModel);
  useEffect(() => {
    void landing.enter(caseId, authCode);
  }, [landing, caseId, authCode]);
  return (
    <Page route="google-business-verification-v2" heading={texts.heading} className="landing">
      <p className="page__lead">{texts.lead}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={landing.change === null}
        onClick={() => landing.signIn()}
      >
        {texts.signIn}
      </button>
    </Page>
  );
});
