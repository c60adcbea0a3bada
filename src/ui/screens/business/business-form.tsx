import { observer } from 'mobx-react-lite';
import type { BusinessCaseViewModel } from '../../../application/view-models/business-case.view-model';
import type { BusinessRosterViewModel } from '../../../application/view-models/business-roster.view-model';
import { BUSINESS_MESSAGES } from '../../../domain/business/messages';
import { BUSINESS_TEXTS } from '../../texts/business-texts';
import { AddressSection } from './address-section';
import { BusinessModals } from './business-modals';
import { CaseTimeline } from './case-timeline';
import { OwnSubmission } from './own-submission';
import { PeopleSection } from './people-section';
import { SendLinks } from './send-links';

/**
 * The business-listing form (spec 000 §2): the timeline once sent, the sections the case asks for
 * (address, owners, employees), the links button, and 'Submit and continue to the next step',
 * enabled only when the form can be submitted; while it is not, the reason is said next to it.
 */
export const BusinessForm = observer(function BusinessForm({
  form,
  roster,
}: {
  readonly form: BusinessCaseViewModel;
  readonly roster: BusinessRosterViewModel;
}) {
  const blocker = form.submitBlocker;
  return (
    <>
      {form.complete ? <p className="business-complete">{BUSINESS_TEXTS.complete}</p> : null}
      {form.sent ? <CaseTimeline steps={form.timeline} progress={form.progress} /> : null}
      <OwnSubmission form={form} />
      {form.questions.includes('address') ? <AddressSection form={form} /> : null}
      {form.questions.includes('owners') ? <PeopleSection list="owners" form={form} roster={roster} /> : null}
      {form.questions.includes('fieldWorkers') ? (
        <PeopleSection list="fieldWorkers" form={form} roster={roster} />
      ) : null}
      <SendLinks roster={roster} />
      {form.sent ? null : (
        <div className="business-submit">
          <button
            type="button"
            className="button button--primary"
            disabled={!form.canSubmit}
            aria-describedby={blocker === null ? undefined : 'business-submit-reason'}
            onClick={() => void form.submit()}
          >
            {BUSINESS_MESSAGES.submitAndContinue}
          </button>
          {blocker === null ? null : (
            <p id="business-submit-reason" className="field__hint">
              {BUSINESS_TEXTS.submitBlocked[blocker]}
            </p>
          )}
        </div>
      )}
      <BusinessModals form={form} roster={roster} />
    </>
  );
});
