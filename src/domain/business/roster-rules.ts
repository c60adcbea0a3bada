import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { BUSINESS_MESSAGES } from './messages';
import type { Roster, RosterEntry, RosterList, SubmissionStatus } from './roster';
import { isPrimaryOwner, rosterEntries, sameEmail } from './roster';
import type { ServiceType } from './service-type';

/** The snackbar text when the e-mail is on any list already (any case), else null. */
export const duplicateRefusal = (roster: Roster, email: string): string | null =>
  rosterEntries(roster).some((entry) => sameEmail(entry.email, email)) ? BUSINESS_MESSAGES.duplicateEmail : null;

/** Adding people is allowed while the form is not complete (forms are disabled once complete). */
export const canAddPeople = (complete: boolean): boolean => !complete;

/** Adding an owner is allowed only for home services, and only while not complete. */
export const canAddOwner = (serviceType: ServiceType, complete: boolean): boolean =>
  canAddPeople(complete) && serviceType === 'homeServices';

export interface AddContext {
  readonly complete: boolean;
  readonly serviceType: ServiceType;
}

/**
 * Why a person cannot be added, with the text to show. Only the duplicate has a text in the spec;
 * the other two are controls the form does not offer, so there is nothing to say (null).
 */
export type AddRefusal =
  | { readonly reason: 'form-complete'; readonly message: null }
  | { readonly reason: 'owners-not-offered'; readonly message: null }
  | { readonly reason: 'duplicate'; readonly message: string };

/** Adds a new pending person to a list, or says why not. */
export function addPerson(
  roster: Roster,
  list: RosterList,
  email: string,
  context: AddContext,
): Result<Roster, AddRefusal> {
  if (!canAddPeople(context.complete)) return err({ reason: 'form-complete', message: null });
  if (list === 'owners' && !canAddOwner(context.serviceType, context.complete)) {
    return err({ reason: 'owners-not-offered', message: null });
  }
  const duplicate = duplicateRefusal(roster, email);
  if (duplicate !== null) return err({ reason: 'duplicate', message: duplicate });
  const entry: RosterEntry = { email: email.trim(), status: 'pending' };
  return ok(
    list === 'owners'
      ? { ...roster, owners: [...roster.owners, entry] }
      : { ...roster, fieldWorkers: [...roster.fieldWorkers, entry] },
  );
}

/** The refusal text for removing someone: the primary owner cannot be deleted; anyone else can. */
export const removalRefusal = (roster: Roster, email: string): string | null =>
  isPrimaryOwner(roster, email) ? BUSINESS_MESSAGES.cannotDeletePrimaryOwner : null;

/** Removes a person from whichever list holds them; the primary owner stays. */
export function removePerson(roster: Roster, email: string): Result<Roster, string> {
  const refusal = removalRefusal(roster, email);
  if (refusal !== null) return err(refusal);
  const keep = (entry: RosterEntry) => !sameEmail(entry.email, email);
  return ok({ ...roster, owners: roster.owners.filter(keep), fieldWorkers: roster.fieldWorkers.filter(keep) });
}

/**
 * A new owner added on a form that also has a field-worker question must confirm being 'a Business
 * Owner and not an Employee'.
 */
export const needsOwnerConfirmation = (list: RosterList, formHasFieldWorkerQuestion: boolean): boolean =>
  list === 'owners' && formHasFieldWorkerQuestion;

/** The answer to the owner confirmation: someone who is not an owner moves to the field workers. */
export function resolveOwnerConfirmation(roster: Roster, email: string, answer: 'owner' | 'employee'): Roster {
  if (answer === 'owner') return roster;
  const moved = roster.owners.filter((entry) => sameEmail(entry.email, email));
  if (moved.length === 0) return roster;
  return {
    ...roster,
    owners: roster.owners.filter((entry) => !sameEmail(entry.email, email)),
    fieldWorkers: [...roster.fieldWorkers, ...moved],
  };
}

/** Only pending rows can be sent a submission link. */
export const canSendLink = (status: SubmissionStatus): boolean => status === 'pending';

/** Links can be resent when sent, not complete and not everyone has submitted. */
export const canResendLinks = (facts: {
  readonly sent: boolean;
  readonly complete: boolean;
  readonly allCollected: boolean;
}): boolean => facts.sent && !facts.complete && !facts.allCollected;

export interface TransitionFacts {
  readonly complete: boolean;
  readonly transitionUrl: string | null;
  readonly userEmail: string | null;
  readonly roster: Roster;
}

/**
 * Moving on to the user's own submission is allowed when not complete, a transition URL exists
 * and the user's own e-mail is still pending.
 *
 * Spec is silent on a user whose e-mail is not on the roster: it is not 'still pending', so there
 * is no own submission to move on to.
 */
export function canTransition(facts: TransitionFacts): boolean {
  if (facts.complete || facts.transitionUrl === null || facts.transitionUrl.trim() === '') return false;
  const { userEmail } = facts;
  if (userEmail === null) return false;
  const own = rosterEntries(facts.roster).find((entry) => sameEmail(entry.email, userEmail));
  return own?.status === 'pending';
}
