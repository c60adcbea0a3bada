import { observer } from 'mobx-react-lite';
import type { ProcessingNotice } from '../../../domain/request-status/processing-notices';
import type { FooterLink } from '../../../domain/request-status/status-page';
import { SCREEN_TEXTS } from '../../texts/screen-texts';

/**
 * The long-processing notices (spec 000 §4 'Status alerts': at 7 days, and at 13 days or more
 * with a support ticket link).
 *
 * The ticket link's address is the domain's supportTicketLink. Spec is silent on the notices'
 * wording: the texts are ours (SCREEN_TEXTS.status). Shown on the status page and on the
 * thank-you page of a request that is processing.
 */
export const ProcessingNotices = observer(function ProcessingNotices({
  notices,
  ticket,
}: {
  notices: readonly ProcessingNotice[];
  ticket: FooterLink | null;
}) {
  const texts = SCREEN_TEXTS.status;
  return (
    <>
      {notices.map((notice) => (
        <div key={notice} className="alert alert--warning" role="status">
          {notice === 'delay-7' ? (
            <p>{texts.delay7}</p>
          ) : (
            <p>
              {texts.delay13}{' '}
              {ticket !== null ? (
                <a href={ticket.href} target="_blank" rel="noopener noreferrer">
                  {texts.supportTicket}
                </a>
              ) : null}
            </p>
          )}
        </div>
      ))}
    </>
  );
});
