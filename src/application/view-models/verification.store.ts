import { inject, injectable } from 'inversify';
import { resetVerificationOnEdit } from '../../domain/questions/attribute-edit';
import { keptFor, withKeptCounts } from '../../domain/questions/kept-counts';
import type { AttributeVerification, VerificationResult, Verifications } from '../../domain/questions/verification';
import { InterviewStore } from './interview.store';
import { makeViewModelObservable } from './view-model-observable';

const EMPTY_VERIFICATION: AttributeVerification = {
  result: { status: 'uninitialized' },
  failures: 0,
  resolutionAttempts: 0,
  datumIds: [],
};

/**
 * The verifications requested per attribute type (spec 001 §3.7 verificationsRequested: result,
 * failures, resolution attempts, datum ids). Apart from the interview store because only capture
 * questions use it, so it stays out of the overview's start bundle. Results belong to the request
 * they were made for: another session, or none after logout, starts with none.
 *
 * The failure and resolution-attempt counts are also kept by the service (the interview state's
 * verificationsRequested), so the persistent-failure screen's count of 3 holds across a reload or
 * another tab: each verification reads the larger of the service's count and this page's (domain
 * withKeptCounts), and a failure here counts on from there.
 */
@injectable()
export class VerificationStore {
  private entries: Verifications = {};
  /** The request the entries belong to. */
  private owner: string | null = null;

  constructor(@inject(InterviewStore) private readonly interview: InterviewStore) {
    makeViewModelObservable(this, ['interview']);
  }

  private get current(): Verifications {
    return this.owner !== null && this.owner === this.interview.rprId ? this.entries : {};
  }

  verification(attrType: string): AttributeVerification {
    return withKeptCounts(
      keptFor(this.current, attrType) ?? EMPTY_VERIFICATION,
      keptFor(this.interview.snapshot?.verificationsRequested, attrType),
    );
  }

  /** A verification step; a failure counts towards the persistent-failure screen. */
  set(attrType: string, result: VerificationResult, datumIds?: readonly string[]): void {
    const current = this.verification(attrType);
    this.update(attrType, {
      ...current,
      result,
      failures: current.failures + (result.status === 'failed' ? 1 : 0),
      datumIds: datumIds ?? current.datumIds,
    });
  }

  countResolutionAttempt(attrType: string): void {
    const current = this.verification(attrType);
    this.update(attrType, { ...current, resolutionAttempts: current.resolutionAttempts + 1 });
  }

  /** An edit resets that attribute's result (spec 000 §4 'Attribute edits'). */
  edited(attrType: string): void {
    this.entries = resetVerificationOnEdit(this.current, attrType);
  }

  private update(attrType: string, verification: AttributeVerification): void {
    this.entries = { ...this.current, [attrType]: verification };
    this.owner = this.interview.rprId;
  }
}
