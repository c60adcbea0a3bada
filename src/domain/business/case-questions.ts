import { validateAddress } from '../validation/address';
import type { BusinessAddress } from './business-address';
import type { RequiredChecks } from './immediate-case';
import { BUSINESS_MESSAGES } from './messages';
import type { Roster, RosterEntry, RosterList } from './roster';
import type { ServiceType } from './service-type';

/** One question of the business-listing form (spec 000 §3: gls.businessaddress, gls.businessowners, gls.fieldworkers). */
export type CaseQuestion = 'address' | 'owners' | 'fieldWorkers';

/**
 * The questions a case asks, from its required checks, in the form's order: the business address
 * for the business-entity check, the owners for the business-owner check, the employees for the
 * field-worker criminal check.
 *
 * Spec is silent on how required checks become questions: one question per required check is the
 * reading under which 'the only required check ... and there is one question' (the immediate case)
 * makes sense.
 */
export function caseQuestions(checks: RequiredChecks): readonly CaseQuestion[] {
  return [
    ...(checks.businessEntity ? (['address'] as const) : []),
    ...(checks.businessOwner ? (['owners'] as const) : []),
    ...(checks.fieldWorkerCriminal ? (['fieldWorkers'] as const) : []),
  ];
}

/**
 * Whether the form can be submitted (spec 000 §5: the business address is required).
 *
 * Spec is silent on the e-mail lists: a list question needs at least one person, since a check with
 * nobody to check cannot proceed; the primary owner counts for the owners question. A case without
 * questions has nothing to submit (see submitBlocker).
 */
export function businessFormValid(facts: {
  readonly questions: readonly CaseQuestion[];
  readonly address: BusinessAddress;
  readonly roster: Roster;
}): boolean {
  return submitBlocker({ ...facts, submitting: false, sent: false }) === null;
}

const emailsOf = (entries: readonly RosterEntry[]): readonly string[] => entries.map((entry) => entry.email);

/**
 * The e-mail lists a saved submission carries: business_owners (the primary owner first, as the
 * service lists them) when the form asks for owners, field_workers when it asks for employees.
 * Spec is silent on lists the form does not ask for: they are sent empty.
 */
export function submissionLists(
  questions: readonly CaseQuestion[],
  roster: Roster,
): { readonly businessOwners: readonly string[]; readonly fieldWorkers: readonly string[] } {
  const owners = roster.primaryOwner === null ? roster.owners : [roster.primaryOwner, ...roster.owners];
  return {
    businessOwners: questions.includes('owners') ? emailsOf(owners) : [],
    fieldWorkers: questions.includes('fieldWorkers') ? emailsOf(roster.fieldWorkers) : [],
  };
}

/** Why 'Submit and continue to the next step' is disabled, first reason first; null when it is not. */
export type SubmitBlocker = 'nothing-to-submit' | 'address' | 'owners' | 'fieldWorkers' | 'submitting' | 'sent';

/**
 * The first reason the form cannot be submitted ('Submit and continue to the next step' is enabled
 * when valid, not submitting and not sent, spec 000 §4), in the order a user fixes them: top of the
 * form first. A case without any question has nothing to submit: an empty submission is never
 * saved by accident.
 */
export function submitBlocker(facts: {
  readonly questions: readonly CaseQuestion[];
  readonly address: BusinessAddress;
  readonly roster: Roster;
  readonly submitting: boolean;
  readonly sent: boolean;
}): SubmitBlocker | null {
  const { questions, address, roster } = facts;
  if (facts.sent) return 'sent';
  if (facts.submitting) return 'submitting';
  if (questions.length === 0) return 'nothing-to-submit';
  if (questions.includes('address') && !validateAddress(address).valid) return 'address';
  if (questions.includes('owners') && roster.primaryOwner === null && roster.owners.length === 0) return 'owners';
  if (questions.includes('fieldWorkers') && roster.fieldWorkers.length === 0) return 'fieldWorkers';
  return null;
}

/** The attribute types of the business flow (spec 000 §3). */
export type CaseQuestionKind =
  'gls.businessaddress' | 'gls.businessowners' | 'gls.businessownersandfieldworkers' | 'gls.fieldworkers';

/**
 * The attribute type of each question the form asks, in the form's order.
 *
 * Spec is silent on when gls.businessownersandfieldworkers applies ('one question collecting owners
 * and field workers together'): it is the case that asks for both owners and employees. Both
 * tables then belong to that one question (which is why a new owner is asked whether they are 'a
 * Business Owner and not an Employee' and can be moved to the employees), so the owners and
 * employees sections share its kind (and its help link).
 */
export function caseQuestionKinds(questions: readonly CaseQuestion[]): readonly CaseQuestionKind[] {
  const combined = questions.includes('owners') && questions.includes('fieldWorkers');
  return questions.map((question): CaseQuestionKind => {
    if (question === 'address') return 'gls.businessaddress';
    if (combined) return 'gls.businessownersandfieldworkers';
    return question === 'owners' ? 'gls.businessowners' : 'gls.fieldworkers';
  });
}

/** How the form asks for the owners: a table of owners, or the single-email 'business owner(s)'. */
export type OwnersForm = 'table' | 'single-email';

/**
 * Spec 000 §5: 'The single-email business owner form holds exactly one address.' Spec is silent on
 * when it shows: a professional-services case (which may not add owners) that asks for owners and
 * not for employees has exactly one owner to list, the primary owner, so its owners section is the
 * single address 'business owner(s)' rather than a table with nothing to add to it. A
 * professional-services case that also asks for employees keeps the tables, so that owners and
 * employees read alike.
 */
export function ownersForm(serviceType: ServiceType, questions: readonly CaseQuestion[]): OwnersForm {
  const single =
    serviceType === 'professionalServices' && questions.includes('owners') && !questions.includes('fieldWorkers');
  return single ? 'single-email' : 'table';
}

/**
 * The add label of a list (spec 000 §2). Spec is silent on which owner label shows when:
 * 'Add new business owner or senior partner' where employees are asked too (the new person may
 * turn out to be an employee: the confirmation asks), 'Add new business owner' where they are not.
 */
export function addLabelOf(list: RosterList, asksForEmployees: boolean): string {
  const labels = BUSINESS_MESSAGES.addLabels;
  if (list === 'fieldWorkers') return labels.employee;
  return asksForEmployees ? labels.ownerOrPartner : labels.owner;
}
