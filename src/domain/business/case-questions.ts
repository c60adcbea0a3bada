import { validateAddress } from '../validation/address';
import type { BusinessAddress } from './business-address';
import type { RequiredChecks } from './immediate-case';
import type { Roster, RosterEntry } from './roster';

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
 * nobody to check cannot proceed; the primary owner counts for the owners question.
 */
export function businessFormValid(facts: {
  readonly questions: readonly CaseQuestion[];
  readonly address: BusinessAddress;
  readonly roster: Roster;
}): boolean {
  const { questions, address, roster } = facts;
  if (questions.includes('address') && !validateAddress(address).valid) return false;
  if (questions.includes('owners') && roster.primaryOwner === null && roster.owners.length === 0) return false;
  if (questions.includes('fieldWorkers') && roster.fieldWorkers.length === 0) return false;
  return true;
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
