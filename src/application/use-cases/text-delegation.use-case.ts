import { inject, injectable } from 'inversify';
import type { DelegationOutcome } from '../../domain/errors/delegation-messages';
import { DELEGATION_LIMIT, delegationCheck } from '../../domain/questions/delegation';
import { delegationInterviewLink } from '../../domain/session/delegation-link';
import type { Session } from '../../domain/session/session';
import type { PhoneInputValue } from '../../domain/validation/phone-number';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import type { SessionStore } from '../ports/session-store.port';
import { SESSION_STORE } from '../ports/session-store.port';
import { InterviewStore } from '../view-models/interview.store';

type InterviewSession = Extract<Session, { readonly kind: 'interview' }>;

/** Where the texts sent survive a reload: `{ rprId, sent: { attrType: count } }`, counts only. */
export const DELEGATION_TEXTS_KEY = 'attest.delegation-texts';

/** The counts kept for `rprId` (none when the stored ones are another request's or not counts). */
function storedCounts(stored: unknown, rprId: string): Readonly<Record<string, number>> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { rprId: storedFor, sent } = stored as { rprId?: unknown; sent?: unknown };
  if (storedFor !== rprId || typeof sent !== 'object' || sent === null) return {};
  return Object.fromEntries(
    Object.entries(sent).filter((entry): entry is [string, number] => Number.isSafeInteger(entry[1]) && entry[1] > 0),
  );
}

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
 * refresh the page' must still hold after the refresh it asks for): it is kept in browser session
 * storage under the request's id, counts only (never the number texted nor any answer). Spec is
 * silent on where the count lives: the service's record will hold it once it tells (the
 * real-services issue); until then a new tab, or a browser without session storage, starts from 0.
 */
@injectable()
export class TextDelegationUseCase {
  constructor(
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(SESSION_STORE) private readonly store: SessionStore,
  ) {}

  /** Brings back the texts already sent for `attrType` in this request (e.g. before a reload). */
  restore(attrType: string): void {
    const rprId = this.interview.rprId;
    if (rprId === null) return;
    const stored = storedCounts(this.store.read(DELEGATION_TEXTS_KEY), rprId)[attrType] ?? 0;
    // Counted one by one (a stored count is at most the limit, 2): the store, in the start bundle,
    // needs no method of its own for it.
    while (this.interview.delegationsSent(attrType) < Math.min(stored, DELEGATION_LIMIT)) {
      this.interview.countDelegation(attrType);
    }
  }

  /**
   * Checks at once whether a text may be sent (session, number, limit) and, if so, starts sending
   * it, so the screen shows 'sending' only for a text that is really on its way.
   */
  start(attrType: string, phone: PhoneInputValue | string | null): DelegationStart {
    const session = this.interview.session;
    const check = delegationCheck({
      hasSession: session?.kind === 'interview',
      phone,
      sent: this.interview.delegationsSent(attrType),
    });
    if (!check.send) return check;
    if (session?.kind !== 'interview') return { send: false, outcome: 'noSession' };
    return { send: true, sending: this.send(attrType, check.recipient, session) };
  }

  private async send(attrType: string, recipient: string, session: InterviewSession): Promise<DelegationOutcome> {
    const result = await this.service.sendText({
      recipient,
      continueUrl: delegationInterviewLink(this.navigator.location(), attrType, session.rprId),
      authToken: session.canary ?? '',
    });
    if (!result.ok) return 'failure';
    this.interview.countDelegation(attrType);
    this.keepCount(session.rprId, attrType);
    return 'success';
  }

  private keepCount(rprId: string, attrType: string): void {
    const sent = { ...storedCounts(this.store.read(DELEGATION_TEXTS_KEY), rprId) };
    sent[attrType] = this.interview.delegationsSent(attrType);
    this.store.write(DELEGATION_TEXTS_KEY, { rprId, sent });
  }
}
