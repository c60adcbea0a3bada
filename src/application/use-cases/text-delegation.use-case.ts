import { inject, injectable } from 'inversify';
import type { DelegationOutcome } from '../../domain/errors/delegation-messages';
import { delegationCheck, unsentTextOutcome } from '../../domain/questions/delegation';
import { delegationInterviewLink } from '../../domain/session/delegation-link';
import type { Session } from '../../domain/session/session';
import type { PhoneInputValue } from '../../domain/validation/phone-number';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import { DelegationStore } from '../view-models/delegation.store';
import { InterviewStore } from '../view-models/interview.store';

type InterviewSession = Extract<Session, { readonly kind: 'interview' }>;

/** A text refused before sending (the outcome says why), or one on its way. */
export type DelegationStart =
  | { readonly send: false; readonly outcome: DelegationOutcome }
  | { readonly send: true; readonly sending: Promise<DelegationOutcome> };

/**
 * Texts the interview link to a phone so the capture of `attrType` is done there (spec 000 §4
 * 'Delegation', §8 'Delegation messages'), and counts the texts sent per question. The outcome
 * names the message to show.
 *
 * Spec is silent on the authToken sent: the session's canary, the one secret the service issued
 * to this session.
 *
 * The link texted is spec 000 §2's interview link (the current path without a leading /v/,
 * `q={attrType}`, hash `/interview/{rprId}`) and the text is one call, spec 000 §7's
 * POST /notifications, whatever else the service offers: the service holds the authToken and
 * decides how the phone it texts gets in, so a text needs none of this project's hand-off codes
 * (those are for the QR code, which no service delivers: HandoffLinkUseCase).
 *
 * The count of texts sent per question survives a reload (spec 000 §8 'Limit reached: ... please
 * refresh the page' must still hold after the refresh it asks for) because the service keeps it:
 * the interview state's delegationsRequested (spec 000 §3), read with this page's own count by the
 * DelegationStore. Nothing about texts is kept in browser storage; with an older service that does
 * not return the count, the page's own count holds for this page load only.
 */
@injectable()
export class TextDelegationUseCase {
  constructor(
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(DelegationStore) private readonly delegations: DelegationStore,
  ) {}

  /**
   * Checks at once whether a text may be sent (session, number, limit) and, if so, starts sending
   * it, so the screen shows 'sending' only for a text that is really on its way.
   */
  start(attrType: string, phone: PhoneInputValue | string | null): DelegationStart {
    const session = this.interview.session;
    const check = delegationCheck({
      hasSession: session?.kind === 'interview',
      phone,
      sent: this.delegations.sent(attrType),
    });
    if (!check.send) return check;
    if (session?.kind !== 'interview') return { send: false, outcome: 'noSession' };
    return { send: true, sending: this.send(attrType, check.recipient, session) };
  }

  private async send(attrType: string, recipient: string, session: InterviewSession): Promise<DelegationOutcome> {
    const result = await this.service.sendText({
      recipient,
      continueUrl: delegationInterviewLink(this.navigator.location(), attrType, session.rprId, this.interview.language),
      authToken: session.canary ?? '',
    });
    if (!result.ok) return unsentTextOutcome(result.error.kind === 'http' ? result.error.status : null);
    this.delegations.count(attrType);
    return 'success';
  }
}
