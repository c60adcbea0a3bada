import { observer } from 'mobx-react-lite';
import type { RequestStatusPageViewModel } from '../../../application/view-models/request-status-page.view-model';
import { contactLinkColour } from '../../../domain/request-status/contact-link-colour';
import { Page } from '../../shell/page';
import { SCREEN_TEXTS } from '../../texts/screen-texts';
import { ContactLinks } from './contact-links';
import { PrivacyPolicy } from './privacy-policy';

/**
 * The terminated-request page of a canceled insurance self-attestation-only request (spec 000 §2):
 * the link is no longer available, possible reasons, next steps, the business's contact links in
 * its brand colour (the default link colour when that fails 4.5:1 on white) and its privacy policy.
 *
 * Spec is silent on the wording and on the customer support form's address: the texts are ours
 * (SCREEN_TEXTS.terminated) and the form is the business's support link, linked from the step
 * when the business gives one.
 */
export const TerminatedPage = observer(function TerminatedPage({ status }: { status: RequestStatusPageViewModel }) {
  const texts = SCREEN_TEXTS.terminated;
  const business = status.issuerName?.trim() || texts.theBusiness;
  const footer = status.footer;
  const [supportForm, ...otherSteps] = texts.next(business);
  return (
    <Page route="status" heading={texts.heading} className="terminated">
      <p className="page__lead">{texts.lead}</p>
      <section aria-labelledby="terminated-reasons">
        <h2 id="terminated-reasons">{texts.reasonsHeading}</h2>
        <ul>
          {texts.reasons(business).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="terminated-next">
        <h2 id="terminated-next">{texts.nextHeading}</h2>
        <ul>
          <li>
            {footer.link !== null ? (
              <a href={footer.link.href} target="_blank" rel="noopener noreferrer">
                {supportForm}
              </a>
            ) : (
              supportForm
            )}
          </li>
          {otherSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>
      <ContactLinks
        heading={texts.contactHeading(business)}
        footer={footer}
        colour={contactLinkColour(status.brandColor)}
      />
      <PrivacyPolicy policy={status.privacyPolicy} />
    </Page>
  );
});
