import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ThankYouViewModel } from '../../application/view-models/thank-you.view-model';
import { THANK_YOU_TEXTS } from '../../domain/stage/thank-you';
import { useInstance } from '../app/resolver';
import { SafeHtml } from '../components/safe-html';
import { Page } from '../shell/page';
import { SCREEN_TEXTS } from '../texts/screen-texts';
import { FactList } from './status/fact-list';
import { ProcessingNotices } from './status/processing-notices';
import { StatusRules } from './status/status-rules';

/**
 * The thank-you screen (/done, spec 000 §2 'Thank-you'). The heading and message are the view
 * model's (the issuer's confirmation texts override the spec's); both may hold the issuer's
 * markup, so they go through SafeHtml. The Continue link's address is already safe-checked.
 *
 * While the request is processing (spec 000 §2's stage rule brings that applicant here, not to
 * /status), the status page's processing facts follow the message, with the status page's own
 * components: days processing, the 7- or 13-day notice (with its support ticket link) and the
 * expiry and attempts rules.
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
  const processing = thanks.processing;
  return (
    <Page
      route="done"
      heading={<SafeHtml html={thanks.heading} className="thank-you__heading" inline />}
      className="thank-you"
    >
      <SafeHtml html={thanks.message} className="page__lead thank-you__message" />
      {processing !== null ? (
        <>
          <FactList
            facts={[
              [
                SCREEN_TEXTS.status.daysProcessing,
                processing.daysProcessing === null ? null : String(processing.daysProcessing),
              ],
            ]}
          />
          <ProcessingNotices notices={processing.notices} ticket={thanks.ticket} />
          <StatusRules rules={processing.rules} />
        </>
      ) : null}
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
