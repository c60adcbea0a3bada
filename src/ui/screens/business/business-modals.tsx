import { observer } from 'mobx-react-lite';
import type { BusinessCaseViewModel } from '../../../application/view-models/business-case.view-model';
import type { BusinessRosterViewModel } from '../../../application/view-models/business-roster.view-model';
import { BUSINESS_MESSAGES } from '../../../domain/business/messages';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { BUSINESS_TEXTS } from '../../texts/business-texts';

/**
 * The business form's dialogs (spec 000 §2): whether a new owner is 'a Business Owner and not an
 * Employee'; 'Click "Continue" to resume your submission' with 'Continue later' and 'Continue';
 * and the one shown while the browser goes to the user's own submission. One at a time, in that
 * order of urgency.
 */
export const BusinessModals = observer(function BusinessModals({
  form,
  roster,
}: {
  readonly form: BusinessCaseViewModel;
  readonly roster: BusinessRosterViewModel;
}) {
  const confirmation = BUSINESS_MESSAGES.ownerConfirmation;
  if (roster.ownerConfirmation !== null) {
    return (
      <Modal
        title={BUSINESS_TEXTS.ownerConfirmationTitle(roster.ownerConfirmation)}
        onClose={() => void roster.cancelOwnerConfirmation()}
        closeButton
      >
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={() => void roster.confirmOwner('owner')}>
            {confirmation.owner}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void roster.confirmOwner('employee')}
          >
            {confirmation.employee}
          </button>
        </div>
      </Modal>
    );
  }
  if (form.redirectingTo !== null) {
    return (
      <Modal title={BUSINESS_TEXTS.redirect.title} onClose={() => undefined}>
        <p>{BUSINESS_TEXTS.redirect.message}</p>
        <Spinner />
        <p>
          <a href={form.redirectingTo}>{BUSINESS_TEXTS.redirect.link}</a>
        </p>
      </Modal>
    );
  }
  if (form.resumeOffered) {
    const resume = BUSINESS_MESSAGES.resume;
    return (
      <Modal title={resume.title} onClose={form.continueLater}>
        <p>{BUSINESS_TEXTS.resumeMessage}</p>
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={form.continueLater}>
            {resume.continueLater}
          </button>
          <button type="button" className="button button--primary" onClick={() => form.transition()}>
            {resume.continue}
          </button>
        </div>
      </Modal>
    );
  }
  return null;
});
