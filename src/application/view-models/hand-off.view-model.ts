import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { HANDOFF_CHECK_MS } from '../../domain/session/handoff';
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
  | { readonly kind: 'used' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'error'; readonly failure: HandoffLinkFailure };

/**
 * The QR part of the hand-off panel (this project's addition beyond spec 001 §4 'Delegation'): a
 * hand-off link of its own for the open question, shown until its code expires or a phone uses
 * it, then replaced on request ('Show a new code'). The expiry is a timer on the Scheduler port,
 * set from the Clock.
 *
 * Spec is silent (the QR code is ours) on a code that expires while shown: the QR code goes away
 * at once rather than staying on screen unusable, and a new one is minted only when asked for, so
 * a panel left open does not mint codes forever.
 *
 * Nor does it say what the desktop shows once a phone has opened the code: while a code is ready
 * the panel asks the service every HANDOFF_CHECK_MS whether it was used, one check at a time, and
 * once it was, the QR code goes away ('used'), again with 'Show a new code' for another phone. A
 * check that fails is not shown: the next one simply follows (the code still works as far as the
 * desktop knows). Checks stop on close, on expiry, on a new code and once the code is used.
 *
 * The QR part exists only where the service offers hand-off codes (`qrOffered`); elsewhere the
 * code stays 'idle', nothing is minted and the panel offers the text alone (hand-off-panel.tsx
 * says why).
 */
@injectable()
export class HandOffViewModel {
  code: HandoffCodeState = { kind: 'idle' };
  private attrType: string | null = null;
  /** The code inside the shown link, while it is shown. */
  private shownCode: string | null = null;
  private expiry: Timer | null = null;
  private nextCheck: Timer | null = null;
  /** Counts mints, so the answer of a mint (or a check) the panel no longer waits for is dropped. */
  private generation = 0;
  /** The delegation phone number and the request it was typed for (see phoneNumber). */
  private typedPhone: { readonly rprId: string | null; readonly value: PhoneInputValue } | null = null;

  constructor(
    @inject(HandoffLinkUseCase) private readonly links: HandoffLinkUseCase,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(InterviewStore) private readonly interview: InterviewStore,
  ) {
    makeViewModelObservable(this, [
      'links',
      'clock',
      'scheduler',
      'interview',
      'attrType',
      'shownCode',
      'expiry',
      'nextCheck',
      'generation',
    ]);
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

  /** Whether the panel shows a QR code: only when the service offers hand-off codes. */
  get qrOffered(): boolean {
    return this.links.offered;
  }

  /** The panel opened for `attrType`: mints its first code (where the service offers codes). */
  open(attrType: string): Promise<void> {
    this.attrType = attrType;
    return this.newCode();
  }

  /** 'Show a new code' (after expiry, use or a failure). Nothing happens while a code is being minted. */
  async newCode(): Promise<void> {
    const attrType = this.attrType;
    if (attrType === null || this.code.kind === 'loading' || !this.qrOffered) return;
    this.stopTimers();
    this.code = { kind: 'loading' };
    const generation = ++this.generation;
    const minted = await this.links.mint(attrType);
    if (generation !== this.generation) return;
    runInAction(() => {
      if (!minted.ok) {
        this.code = { kind: 'error', failure: minted.error };
        return;
      }
      const { link, code, expiresAt } = minted.value;
      if (expiresAt <= this.clock.now()) {
        this.code = { kind: 'expired' };
        return;
      }
      this.code = { kind: 'ready', link, expiresAt };
      this.shownCode = code;
      this.expiry = this.scheduler.after(expiresAt - this.clock.now(), this.expire);
      this.scheduleCheck();
    });
  }

  /** The panel closed: forgets the code and any mint or check under way. */
  close(): void {
    this.stopTimers();
    this.generation += 1;
    this.attrType = null;
    this.code = { kind: 'idle' };
  }

  private expire(): void {
    this.expiry = null;
    if (this.code.kind !== 'ready') return;
    this.stopTimers();
    this.code = { kind: 'expired' };
  }

  private scheduleCheck(): void {
    this.nextCheck = this.scheduler.after(HANDOFF_CHECK_MS, () => void this.check());
  }

  /** Asks whether the shown code was used; the next check is set only once this one has answered. */
  private async check(): Promise<void> {
    this.nextCheck = null;
    const code = this.shownCode;
    if (code === null || this.code.kind !== 'ready') return;
    const generation = this.generation;
    const used = await this.links.isUsed(code);
    runInAction(() => {
      if (generation !== this.generation || this.code.kind !== 'ready') return;
      if (used.ok && used.value) {
        this.stopTimers();
        this.code = { kind: 'used' };
      } else this.scheduleCheck();
    });
  }

  private stopTimers(): void {
    this.expiry?.cancel();
    this.expiry = null;
    this.nextCheck?.cancel();
    this.nextCheck = null;
    this.shownCode = null;
  }
}
