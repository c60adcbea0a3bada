import { observer } from 'mobx-react-lite';
import type { BusinessRosterViewModel } from '../../../application/view-models/business-roster.view-model';
import { BUSINESS_MESSAGES } from '../../../domain/business/messages';
import { BUSINESS_TEXTS } from '../../texts/business-texts';

/**
 * 'Email Submission Links to All Users' and what it did, per address: a 400 with failed_emails is
 * a normal answer, so the addresses that could not be reached are named (and stay offered).
 */
export const SendLinks = observer(function SendLinks({ roster }: { readonly roster: BusinessRosterViewModel }) {
  const failed = roster.failedLinks;
  const sent = roster.sentLinks;
  if (!roster.canSendToAll && failed.length === 0 && sent.length === 0) return null;
  return (
    <div className="business-links">
      <button
        type="button"
        className="button button--secondary"
        disabled={!roster.canSendToAll}
        onClick={() => void roster.sendLinksToAll()}
      >
        {BUSINESS_MESSAGES.emailLinksToAll}
      </button>
      <div role="status" className="business-links__outcome">
        {sent.length > 0 ? <p>{BUSINESS_TEXTS.linksSent(sent)}</p> : null}
        {failed.length > 0 ? <p className="business-links__failed">{BUSINESS_TEXTS.linksFailed(failed)}</p> : null}
      </div>
    </div>
  );
});
