import { inject, injectable } from 'inversify';
import { keptCount, keptFor } from '../../domain/questions/kept-counts';
import { InterviewStore } from './interview.store';
import { makeViewModelObservable } from './view-model-observable';

/**
 * The texts sent per question for delegation to a phone (spec 001 §3.7 delegationsRequested:
 * requests). Apart from the interview store because only capture questions use it, so it stays
 * out of the overview's start bundle (as the VerificationStore does). The service keeps the count
 * too (the interview state's delegationsRequested, spec 000 §3), so the limit of 2 per question
 * holds across a reload and in another tab: `sent` reads the larger of the service's count and
 * this page's (domain keptCount), and a text sent here counts on from there. The page's counts
 * belong to the request they were made for: another session, or none after logout, starts with none.
 */
@injectable()
export class DelegationStore {
  private entries: Readonly<Record<string, number>> = {};
  /** The request the entries belong to. */
  private owner: string | null = null;

  constructor(@inject(InterviewStore) private readonly interview: InterviewStore) {
    makeViewModelObservable(this, ['interview']);
  }

  /** Texts sent for `attrType`, as far as the service and this page know. */
  sent(attrType: string): number {
    const own = this.owner !== null && this.owner === this.interview.rprId ? this.entries : {};
    return keptCount(keptFor(this.interview.snapshot?.delegationsRequested, attrType)?.requests, own[attrType] ?? 0);
  }

  /** A text was sent for `attrType`. */
  count(attrType: string): void {
    const sent = this.sent(attrType) + 1;
    this.entries = { ...(this.owner === this.interview.rprId ? this.entries : {}), [attrType]: sent };
    this.owner = this.interview.rprId;
  }
}
