import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ThankYouViewModel } from '../../application/view-models/thank-you.view-model';
import { THANK_YOU_TEXTS } from '../../domain/stage/thank-you';
import { useInstance } from '../app/resolver';
import { SafeHtml } from '../components/safe-html';
import { Page } from '../shell/page';

/**
 * The thank-you screen (/done, spec 000 §2 'Thank-you'). The heading and message are the view
 * model's (the issuer's confirmation texts override the spec's); both may hold the issuer's
 * markup, so they go through SafeHtml. The Continue link's address is already safe-checked.
 *
 * Spec is silent on what disables the 30-second reload: nothing in the app sets it, so the screen
 * starts the view model without `refreshDisabled` and the view model's rule decides.
 */
export const ThankYouScreen = observer(function ThankYouScreen() {
  const thanks = useInstance(ThankYouViewModel);
  useEffect(() => {
    thanks.start();
    return () => thanks.stop();
  }, [thanks]);
  const continueUrl = thanks.continueUrl;
  return (
    <Page
      route="done"
      heading={<SafeHtml html={thanks.heading} className="thank-you__heading" inline />}
      className="thank-you"
    >
      <SafeHtml html={thanks.message} className="page__lead thank-you__message" />
      {continueUrl !== null ? (
        <p>
          <a className="button button--primary" href={continueUrl}>
            {THANK_YOU_TEXTS.continueLink}
          </a>
        </p>
      ) : null}
    </Page>
  );
});
