import { observer } from 'mobx-react-lite';
import { InterviewStore } from '../../application/view-models/interview.store';
import { LICENSE_SUPPORT_TEXTS } from '../../domain/errors/question-messages';
import { enteredLicenses, licenseSupportMailto } from '../../domain/validation/license-support-mail';
import { useInstance } from '../app/resolver';

/**
 * The footer every question screen shows (spec 001 §1, §8): 'Trouble submitting your License
 * Number? Contact us here.', the link a support mail to the issuer's support address listing the
 * licences entered so far in this interview (see enteredLicenses). Nothing without a support
 * address, since there is nowhere to write.
 */
export const LicenseSupportFooter = observer(function LicenseSupportFooter() {
  const interview = useInstance(InterviewStore);
  const mailto = licenseSupportMailto(
    interview.issuer?.supportContactInfo?.email ?? null,
    enteredLicenses(interview.questions, interview.values),
  );
  if (mailto === null) return null;
  return (
    <p className="question__footer">
      {LICENSE_SUPPORT_TEXTS.trouble} <a href={mailto}>{LICENSE_SUPPORT_TEXTS.contactUs}</a>
    </p>
  );
});
