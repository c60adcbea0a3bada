import type { ProcessingNotice } from '../../../domain/request-status/processing-notices';
import type { FooterLink } from '../../../domain/request-status/status-page';
import { SCREEN_TEXTS } from '../../texts/screen-texts';

const texts = SCREEN_TEXTS.status;

/**
 * The long-processing notices (spec 000 §4 'Status alerts': at 7 days, and at 13 days or more
 * with a support ticket link).
 *
 * Spec is silent on the support ticket link's address and on the notices' wording: the issuer's
 * support link is used (its e-mail when it has no link; no link when it has neither), and the
 * texts are ours (SCREEN_TEXTS.status).
 */
export function ProcessingNotices({
  notices,
  ticket,
}: {
  notices: readonly ProcessingNotice[];
  ticket: FooterLink | null;
}) {
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
}
