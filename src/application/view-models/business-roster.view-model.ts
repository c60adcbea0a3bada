import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import type { CasePerson } from '../../domain/business/case-report';
import { BUSINESS_MESSAGES } from '../../domain/business/messages';
import type { ResendStatus } from '../../domain/business/notification-result';
import type { Roster, RosterEntry, RosterList } from '../../domain/business/roster';
import { isPrimaryOwner, sameEmail } from '../../domain/business/roster';
import {
  addPerson,
  canAddOwner,
  canAddPeople,
  canSendLink,
  needsOwnerConfirmation,
  removalRefusal,
  removePerson,
  resolveOwnerConfirmation,
} from '../../domain/business/roster-rules';
import { validateEmail } from '../../domain/validation/email';
import type { BusinessCheckService, NotificationOutcome } from '../ports/business-check-service.port';
import { BUSINESS_CHECK_SERVICE } from '../ports/business-check-service.port';
import type { ServiceError } from '../ports/service-error';
import { BusinessCaseViewModel } from './business-case.view-model';
import { SnackbarViewModel } from './snackbar.view-model';
import { makeViewModelObservable } from './view-model-observable';

/** The list that holds an e-mail: the primary owner is sent with the business owners. */
function listOf(roster: Roster, email: string): { readonly list: RosterList; readonly entry: RosterEntry } | null {
  if (roster.primaryOwner !== null && sameEmail(roster.primaryOwner.email, email)) {
    return { list: 'owners', entry: roster.primaryOwner };
  }
  const owner = roster.owners.find((entry) => sameEmail(entry.email, email));
  if (owner !== undefined) return { list: 'owners', entry: owner };
  const worker = roster.fieldWorkers.find((entry) => sameEmail(entry.email, email));
  return worker === undefined ? null : { list: 'fieldWorkers', entry: worker };
}

const keyOf = (email: string): string => email.trim().toLowerCase();

/** A call about one person under way: their addition or their deletion (spec 000 §7 POST or DELETE). */
export type PersonCall = 'adding' | 'deleting';

/**
 * The roster tables of the business form (spec 000 §2, §4 'Business form', §5): adding owners and
 * employees, the owner-or-employee confirmation, deleting, and sending submission links with a
 * status per e-mail.
 *
 * Spec is silent on when additions and deletions reach the service: before the form is sent they
 * change only the lists that 'Submit and continue' saves; once it is sent each one is its own call
 * (POST or DELETE /v1/case/{caseId}/submission/{list}/{email}). A refused call undoes the change
 * on screen and shows the failure like any other.
 *
 * Spec is silent on closing the owner-or-employee confirmation without an answer: the addition is
 * cancelled, since the person's role was never confirmed.
 *
 * Spec is silent on a person's call while it runs: the row says it (personCall: 'Adding…' or
 * 'Deleting…' on its button, the row busy) until the service answers, and a second click on the
 * same person does nothing, so one click makes one call. A deleted person stays listed until the
 * service confirms, so a refused deletion never makes the row vanish and come back.
 */
@injectable()
export class BusinessRosterViewModel {
  /** The new owner waiting for the 'a Business Owner and not an Employee' answer. */
  ownerConfirmation: string | null = null;
  /** Resend status per e-mail (lower case); absent means uninitialized. */
  resendStatuses: Readonly<Record<string, ResendStatus>> = {};
  /** What the last links call answered: true none failed, null some failed, false all failed. */
  lastNotification: NotificationOutcome | null = null;
  /** Owners added together (a pasted list) waiting behind the open confirmation, in order. */
  queuedOwners: readonly string[] = [];
  /** The call under way per e-mail (lower case); absent means none. */
  personCalls: Readonly<Record<string, PersonCall>> = {};

  constructor(
    @inject(BusinessCaseViewModel) private readonly form: BusinessCaseViewModel,
    @inject(BUSINESS_CHECK_SERVICE) private readonly service: BusinessCheckService,
    @inject(SnackbarViewModel) private readonly snackbar: SnackbarViewModel,
  ) {
    makeViewModelObservable(this, ['form', 'service', 'snackbar']);
  }

  get canAddPeople(): boolean {
    return this.form.status === 'ready' && canAddPeople(this.form.complete);
  }

  /** 'Add new business owner' is offered for home services only. */
  get canAddOwners(): boolean {
    const serviceType = this.form.serviceType;
    return this.canAddPeople && serviceType !== null && canAddOwner(serviceType, this.form.complete);
  }

  /** The add input's submit is enabled only for a valid e-mail (spec 000 §5). */
  canAdd(typed: string): boolean {
    return this.canAddPeople && validateEmail(typed).valid;
  }

  /** The table rows: primary owner first, then owners, then employees. */
  get people(): readonly CasePerson[] {
    const { roster } = this.form;
    const person =
      (role: CasePerson['role']) =>
      (entry: RosterEntry): CasePerson => ({
        email: entry.email,
        role,
        status: entry.status,
        // A person whose addition is still on its way is not on the service's roster yet.
        canSendLink: canSendLink(entry.status) && this.form.canResendLinks && this.personCall(entry.email) === null,
      });
    return [
      ...(roster.primaryOwner ? [person('primary')(roster.primaryOwner)] : []),
      ...roster.owners.map(person('owner')),
      ...roster.fieldWorkers.map(person('field-worker')),
    ];
  }

  /**
   * Adds a person; a duplicate (any list, any case) shows 'This e-mail address is already used'.
   * A new owner on a form that also asks for employees waits for the owner-or-employee answer.
   */
  async add(list: RosterList, typed: string): Promise<boolean> {
    const serviceType = this.form.serviceType;
    if (!this.canAdd(typed) || serviceType === null || this.ownerConfirmation !== null) return false;
    const email = typed.trim();
    const added = addPerson(this.form.roster, list, email, { complete: this.form.complete, serviceType });
    if (!added.ok) {
      // The refusal's text, read while it shows (so it follows a language switch).
      if (added.error.reason === 'duplicate') this.snackbar.show(() => BUSINESS_MESSAGES.duplicateEmail);
      return false;
    }
    this.form.setRoster(added.value);
    if (needsOwnerConfirmation(list, this.form.hasFieldWorkerQuestion)) {
      this.ownerConfirmation = email;
      // Held like a call under way: a background read must not drop the person being confirmed.
      this.form.rosterCall(true);
      return true;
    }
    return this.save(list, email);
  }

  /**
   * Adds several people to one list (the chip input's entries), in order, and answers the e-mails
   * that were not added (duplicates, invalid ones), for the input to keep. New owners on a form that
   * asks the owner-or-employee question are confirmed one at a time: the rest wait in
   * `queuedOwners` and are added as each answer comes.
   */
  async addAll(list: RosterList, emails: readonly string[]): Promise<readonly string[]> {
    const refused: string[] = [];
    for (const [index, email] of emails.entries()) {
      if (this.ownerConfirmation !== null) {
        this.queuedOwners = [...this.queuedOwners, ...emails.slice(index)];
        break;
      }
      if (!(await this.add(list, email))) refused.push(email);
    }
    return refused;
  }

  /** The answer to the confirmation: 'employee' moves the person to the employees. */
  async confirmOwner(answer: 'owner' | 'employee'): Promise<boolean> {
    const email = this.ownerConfirmation;
    if (email === null) return false;
    this.ownerConfirmation = null;
    this.form.rosterCall(false);
    this.form.setRoster(resolveOwnerConfirmation(this.form.roster, email, answer));
    const saved = await this.save(answer === 'owner' ? 'owners' : 'fieldWorkers', email);
    await this.nextQueuedOwner();
    return saved;
  }

  /** Closing the confirmation without an answer cancels the addition (the queued owners go on). */
  async cancelOwnerConfirmation(): Promise<void> {
    const email = this.ownerConfirmation;
    if (email === null) return;
    this.ownerConfirmation = null;
    this.form.rosterCall(false);
    this.form.setRoster(without(this.form.roster, email));
    await this.nextQueuedOwner();
  }

  private async nextQueuedOwner(): Promise<void> {
    const queued = this.queuedOwners;
    if (queued.length === 0) return;
    this.queuedOwners = [];
    await this.addAll('owners', queued);
  }

  private async save(list: RosterList, email: string): Promise<boolean> {
    const caseId = this.form.caseId;
    if (!this.form.sent) return true;
    if (caseId === null) {
      this.form.setRoster(without(this.form.roster, email));
      return this.form.noCase();
    }
    this.setPersonCall(email, 'adding');
    const result = await this.service.addPerson(caseId, list, email);
    runInAction(() => this.setPersonCall(email, null));
    if (result.ok) {
      // Listed again should a read have dropped them meanwhile (it may predate the addition).
      const added = addPerson(this.form.roster, list, email, {
        complete: this.form.complete,
        serviceType: this.form.serviceType ?? 'homeServices',
      });
      if (added.ok) runInAction(() => this.form.setRoster(added.value));
    }
    if (result.ok) return true;
    runInAction(() => this.form.setRoster(without(this.form.roster, email)));
    this.form.failWith(result.error);
    return false;
  }

  /** The call under way for this person, or null. */
  personCall(email: string): PersonCall | null {
    return this.personCalls[keyOf(email)] ?? null;
  }

  private setPersonCall(email: string, call: PersonCall | null): void {
    const { [keyOf(email)]: _was, ...rest } = this.personCalls;
    this.personCalls = call === null ? rest : { ...rest, [keyOf(email)]: call };
    this.form.rosterCall(call !== null);
  }

  /** Deletes anyone but the primary owner ('You can't delete primary business owner'). */
  async remove(email: string): Promise<boolean> {
    if (removalRefusal(this.form.roster, email) !== null) {
      this.snackbar.show(() => BUSINESS_MESSAGES.cannotDeletePrimaryOwner);
      return false;
    }
    const found = listOf(this.form.roster, email);
    const caseId = this.form.caseId;
    if (found === null || !this.canAddPeople || this.personCall(email) !== null) return false;
    if (caseId === null) return this.form.noCase();
    const removed = removePerson(this.form.roster, email);
    if (!removed.ok) return false;
    if (!this.form.sent) {
      this.form.setRoster(removed.value);
      return true;
    }
    this.setPersonCall(email, 'deleting');
    const result = await this.service.removePerson(caseId, found.list, found.entry.email);
    runInAction(() => {
      this.setPersonCall(email, null);
      // The roster as it is now (a background read may have replaced it meanwhile), without them.
      if (result.ok) this.form.setRoster(without(this.form.roster, email));
    });
    if (result.ok) return true;
    this.form.failWith(result.error);
    return false;
  }

  resendStatus(email: string): ResendStatus {
    return this.resendStatuses[keyOf(email)] ?? 'uninitialized';
  }

  /** The Send button of one row. */
  async sendLink(email: string): Promise<void> {
    const person = this.people.find((candidate) => sameEmail(candidate.email, email));
    const found = listOf(this.form.roster, email);
    if (person === undefined || !person.canSendLink || found === null) return;
    await this.send(found.list, [found.entry.email]);
  }

  /** 'Email Submission Links to All Users': every pending person, one call per list. */
  async sendLinksToAll(): Promise<void> {
    const pending = this.people.filter((person) => person.canSendLink);
    const owners = pending.filter((person) => person.role !== 'field-worker').map((person) => person.email);
    const workers = pending.filter((person) => person.role === 'field-worker').map((person) => person.email);
    await Promise.all([
      owners.length > 0 ? this.send('owners', owners) : undefined,
      workers.length > 0 ? this.send('fieldWorkers', workers) : undefined,
    ]);
  }

  /**
   * Spec is silent on a links call that fails outright: each of its e-mails shows the error
   * status so the user can try again; a network blip stays on the form, any other failure is also
   * shown like a failed call (an expired session then leaves the page).
   */
  private async send(list: RosterList, emails: readonly string[]): Promise<void> {
    const caseId = this.form.caseId;
    if (caseId === null) {
      this.form.noCase();
      return;
    }
    this.setStatuses(emails, () => 'loading');
    const result = await this.service.sendLinks(caseId, list, emails);
    runInAction(() => {
      if (result.ok) {
        this.lastNotification = result.value;
        this.setStatuses(emails, (email) =>
          result.value.failedEmails.some((failed) => sameEmail(failed, email)) ? 'error' : 'success',
        );
      } else {
        this.setStatuses(emails, () => 'error');
      }
    });
    if (!result.ok) this.linksFailed(result.error);
  }

  private linksFailed(error: ServiceError): void {
    if (error.kind !== 'network') this.form.failWith(error);
  }

  private setStatuses(emails: readonly string[], status: (email: string) => ResendStatus): void {
    const next = { ...this.resendStatuses };
    for (const email of emails) next[keyOf(email)] = status(email);
    this.resendStatuses = next;
  }

  /**
   * The addresses the last link of their row could not reach (a bounce, a 400's failed_emails).
   * The outcome is a passing message about people who can still be sent a link: someone who has
   * since submitted, or everyone once the case has ended, drops out of it.
   */
  get failedLinks(): readonly string[] {
    return this.linksWith('error');
  }

  /** The addresses whose link went out (same passing rule as failedLinks). */
  get sentLinks(): readonly string[] {
    return this.linksWith('success');
  }

  private linksWith(status: ResendStatus): readonly string[] {
    return this.people
      .filter((person) => person.canSendLink && this.resendStatus(person.email) === status)
      .map((person) => person.email);
  }

  /** Whether any links call is under way. */
  get sending(): boolean {
    return Object.values(this.resendStatuses).includes('loading');
  }

  /** 'Email Submission Links to All Users' is offered while someone pending can be sent a link. */
  get canSendToAll(): boolean {
    return !this.sending && this.people.some((person) => person.canSendLink);
  }

  /** Whether the row is the primary owner (marked '- PRIMARY'; its Delete is refused). */
  isPrimary(email: string): boolean {
    return isPrimaryOwner(this.form.roster, email);
  }
}

const without = (roster: Roster, email: string): Roster => ({
  ...roster,
  owners: roster.owners.filter((entry) => !sameEmail(entry.email, email)),
  fieldWorkers: roster.fieldWorkers.filter((entry) => !sameEmail(entry.email, email)),
});
