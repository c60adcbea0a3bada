import { inject, injectable } from 'inversify';
import { handoffInterviewLink } from '../../domain/session/delegation-link';
import { handoffCodesOffered } from '../../domain/session/handoff';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import { InterviewStore } from '../view-models/interview.store';

/** A link a phone opens to take over one question, and when its code stops working. */
export interface HandoffLink {
  readonly link: string;
  /** The code inside the link, to ask later whether a phone has used it. */
  readonly code: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

/**
 * No interview session to hand off, a service that does not offer hand-off codes, or one that did
 * not mint a code (or did not answer about one).
 */
export type HandoffLinkFailure = 'noSession' | 'notOffered' | 'failed';

/**
 * Mints a hand-off code for a question and builds the phone link around it (this project's
 * addition, contracts/README.md 'Hand-off codes'). Every text and every QR code gets a code of
 * its own, so each link can be used once; the screen showing a code can ask whether it was used.
 * Only where the service offers codes (`offered`, domain HANDOFF_CODES_FLAG): against a service with
 * the spec's calls alone nothing here calls it. Texts never need a code (TextDelegationUseCase).
 */
@injectable()
export class HandoffLinkUseCase {
  constructor(
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
  ) {}

  /** Whether the service offers hand-off codes (its interview's featureFlags say so). */
  get offered(): boolean {
    return handoffCodesOffered(this.interview.snapshot?.featureFlags ?? {});
  }

  async mint(attrType: string): Promise<Result<HandoffLink, HandoffLinkFailure>> {
    const session = this.interview.session;
    if (session?.kind !== 'interview') return err('noSession');
    if (!this.offered) return err('notOffered');
    const minted = await this.service.createHandoff(attrType);
    if (!minted.ok) return err('failed');
    const { code, expiresAt } = minted.value;
    return ok({
      link: handoffInterviewLink(this.navigator.location(), attrType, session.rprId, code, this.interview.language),
      code,
      expiresAt,
    });
  }

  /** Whether a phone has redeemed `code`, a code this session minted. */
  async isUsed(code: string): Promise<Result<boolean, HandoffLinkFailure>> {
    if (this.interview.session?.kind !== 'interview') return err('noSession');
    if (!this.offered) return err('notOffered');
    const status = await this.service.getHandoff(code);
    return status.ok ? ok(status.value.used) : err('failed');
  }
}
