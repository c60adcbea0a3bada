import { observer } from 'mobx-react-lite';
import type { BusinessRosterViewModel } from '../../../application/view-models/business-roster.view-model';
import type { CasePerson } from '../../../domain/business/case-report';
import { BUSINESS_MESSAGES } from '../../../domain/business/messages';
import { Spinner } from '../../components/spinner';
import { BUSINESS_TEXTS } from '../../texts/business-texts';

/**
 * The Email Link cell (spec 000 §2): a Send button, a spinner while sending, or 'Sent!'. Only
 * pending people of a sent form can be sent a link. Spec is silent on a link that could not be
 * sent: 'Not sent' shows next to the Send button, so the user can try again.
 */
export const LinkCell = observer(function LinkCell({
  person,
  roster,
}: {
  readonly person: CasePerson;
  readonly roster: BusinessRosterViewModel;
}) {
  if (!person.canSendLink) return null;
  const status = roster.resendStatus(person.email);
  if (status === 'loading') return <Spinner label={BUSINESS_TEXTS.sending(person.email)} />;
  if (status === 'success') return <span className="business-table__sent">{BUSINESS_MESSAGES.sent}</span>;
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={BUSINESS_TEXTS.sendTo(person.email)}
        onClick={() => void roster.sendLink(person.email)}
      >
        {BUSINESS_MESSAGES.send}
      </button>
      {status === 'error' ? <span className="business-table__failed">{BUSINESS_TEXTS.notSent}</span> : null}
    </>
  );
});
