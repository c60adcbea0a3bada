import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import type { Clock } from '../ports/clock.port';
import { CLOCK } from '../ports/clock.port';
import type { Scheduler, Timer } from '../ports/scheduler.port';
import { SCHEDULER } from '../ports/scheduler.port';
import type { HandoffLinkFailure } from '../use-cases/handoff-link.use-case';
import { HandoffLinkUseCase } from '../use-cases/handoff-link.use-case';
import type { PhoneInputValue } from '../../domain/validation/phone-number';
import { InterviewStore } from './interview.store';
import { makeViewModelObservable } from './view-model-observable';

/** The QR code's link as the hand-off panel shows it. */
export type HandoffCodeState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly link: string; readonly expiresAt: number }
  | { readonly kind: 'expired' }
  | { readonly kind: 'error'; readonly failure: HandoffLinkFailure };

/**
 * The QR part of the hand-off panel (this project's addition beyond spec 001 §4 'Delegation'): a
 * hand-off link of its own for the open question, shown until its code expires, then replaced on
 * request ('Show a new code'). The expiry is a timer on the Scheduler port, set from the Clock.
 *
 * Spec is silent (the QR code is ours) on a code that expires while shown: the QR code goes away
 * at once rather than staying on screen unusable, and a new one is minted only when asked for, so
 * a panel left open does not mint codes forever.
 */
@injectable()
export class HandOffViewModel {
  code: HandoffCodeState = { kind: 'idle' };
  private attrType: string | null = null;
  private expiry: Timer | null = null;
  /** Counts mints, so the answer of a mint the panel no longer waits for is dropped. */
  private generation = 0;
  /** The delegation phone number and the request it was typed for (see phoneNumber). */
  private typedPhone: { readonly rprId: string | null; readonly value: PhoneInputValue } | null = null;

  constructor(
    @inject(HandoffLinkUseCase) private readonly links: HandoffLinkUseCase,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(InterviewStore) private readonly interview: InterviewStore,
  ) {
    makeViewModelObservable(this, ['links', 'clock', 'scheduler', 'interview', 'attrType', 'expiry', 'generation']);
  }

  /**
   * The number texts go to, as the phone input emits it (spec 001 §3.7 'delegationPhoneNumber':
   * number, dial code, country, qualified number, valid): one for every hand-off panel of the
   * page load, so a second question offers the number already typed. Held here, in the panel's
   * lazily loaded state rather than the interview store of the start bundle; in memory only, and
   * only for the request it was typed for, so nothing of it shows once that session has ended.
   */
  get phoneNumber(): PhoneInputValue | null {
    const typed = this.typedPhone;
    return typed !== null && typed.rprId === this.interview.rprId ? typed.value : null;
  }

  /** Spec 001 §7 'setDelegationPhoneNumber'. */
  setPhoneNumber(value: PhoneInputValue): void {
    this.typedPhone = { rprId: this.interview.rprId, value };
  }

  /** The panel opened for `attrType`: mints its first code. */
  open(attrType: string): Promise<void> {
    this.attrType = attrType;
    return this.newCode();
  }

  /** 'Show a new code' (after expiry or a failure). Nothing happens while a code is being minted. */
  async newCode(): Promise<void> {
    const attrType = this.attrType;
    if (attrType === null || this.code.kind === 'loading') return;
    this.stopExpiry();
    this.code = { kind: 'loading' };
    const generation = ++this.generation;
    const minted = await this.links.mint(attrType);
    if (generation !== this.generation) return;
    runInAction(() => {
      if (!minted.ok) {
        this.code = { kind: 'error', failure: minted.error };
        return;
      }
      const { link, expiresAt } = minted.value;
      this.code = expiresAt > this.clock.now() ? { kind: 'ready', link, expiresAt } : { kind: 'expired' };
      if (this.code.kind === 'ready') this.expiry = this.scheduler.after(expiresAt - this.clock.now(), this.expire);
    });
  }

  /** The panel closed: forgets the code and any mint under way. */
  close(): void {
    this.stopExpiry();
    this.generation += 1;
    this.attrType = null;
    this.code = { kind: 'idle' };
  }

  private expire(): void {
    this.expiry = null;
    if (this.code.kind === 'ready') this.code = { kind: 'expired' };
  }

  private stopExpiry(): void {
    this.expiry?.cancel();
    this.expiry = null;
  }
}
