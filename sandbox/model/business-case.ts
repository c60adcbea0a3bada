import type { BusinessAddressPayload } from '../../src/domain/business/business-address';
import { BUSINESS_MESSAGES } from '../../src/domain/business/messages';

export type RosterListName = 'business_owners' | 'field_workers';

export interface RosterEntry {
  readonly email: string;
  status: 'pending' | 'submitted';
}

export interface RequiredCheck {
  readonly needs_business_entity_check: boolean;
  readonly needs_field_worker_criminal_check: boolean;
  readonly needs_business_owner_check: boolean;
}

/** One local-services business case of the GLS service, in memory. */
export interface BusinessCase {
  readonly caseId: number;
  readonly authCode: string;
  readonly serviceType: 'home_services' | 'professional_services';
  readonly name: string;
  readonly businessName: string;
  readonly serviceCategories: readonly string[];
  readonly requiredCheck: RequiredCheck;
  readonly primaryOwner: string;
  /**
   * The owner's own background check: the session's interview_uri, where the business form's
   * transition leads. The primary owner's submission status follows that request.
   */
  readonly interviewUri: string;
  readonly ownRequestId: string | null;
  readonly roster: Record<RosterListName, RosterEntry[]>;
  address: BusinessAddressPayload | null;
  /** Whether GET /v2/case/{id}/submission finds one: after a save or a roster change. */
  hasSubmission: boolean;
  caseStatus: CaseOutcome;
}

/** The case outcomes of spec 000 §3, as the service spells them. */
export const CASE_OUTCOMES = [
  'CASE_STATUS_UNSPECIFIED',
  'CASE_STATUS_PASSED',
  'CASE_STATUS_FAILED',
  'CASE_STATUS_DROPOFF',
  'CASE_STATUS_WITHDRAWN',
] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];

export const INVALID_ADDRESS_LINE = '0 Nowhere Road';

const sameEmail = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export const findEntry = (found: BusinessCase, email: string): RosterEntry | undefined =>
  [...found.roster.business_owners, ...found.roster.field_workers].find((e) => sameEmail(e.email, email));

/** Why an add is refused (spec 000 §4 'Business form'), or null when it is allowed. */
export function refuseAdd(found: BusinessCase, list: RosterListName, email: string): string | null {
  if (list === 'business_owners' && found.serviceType !== 'home_services') {
    return 'Owners can be added only to a home-services case';
  }
  if (findEntry(found, email) !== undefined) return BUSINESS_MESSAGES.duplicateEmail;
  return null;
}

export function addToRoster(found: BusinessCase, list: RosterListName, email: string): void {
  found.roster[list].push({ email, status: 'pending' });
  found.hasSubmission = true;
}

/** Removes an e-mail; false when it is not on the list. The primary owner is refused earlier. */
export function removeFromRoster(found: BusinessCase, list: RosterListName, email: string): boolean {
  const index = found.roster[list].findIndex((e) => sameEmail(e.email, email));
  if (index < 0) return false;
  found.roster[list].splice(index, 1);
  return true;
}

/** Saves a submission: the address and both lists, keeping what is known of each person. */
export function saveSubmission(
  found: BusinessCase,
  address: BusinessAddressPayload,
  lists: Record<RosterListName, readonly string[]>,
): void {
  const keep = (emails: readonly string[]): RosterEntry[] =>
    emails.map((email) => findEntry(found, email) ?? { email, status: 'pending' });
  const owners = keep(lists.business_owners);
  if (!owners.some((e) => sameEmail(e.email, found.primaryOwner)))
    owners.unshift(findEntry(found, found.primaryOwner)!);
  found.roster.business_owners = owners;
  found.roster.field_workers = keep(lists.field_workers);
  found.address = address;
  found.hasSubmission = true;
}

/** Marks people as having submitted their own check (sandbox control, or the owner's own request). */
export function markSubmitted(found: BusinessCase, emails: readonly string[]): string[] {
  const unknown = emails.filter((email) => findEntry(found, email) === undefined);
  if (unknown.length > 0) return unknown;
  for (const entry of everyone(found)) if (emails.some((e) => sameEmail(e, entry.email))) entry.status = 'submitted';
  return [];
}

const everyone = (found: BusinessCase): RosterEntry[] => [
  ...found.roster.business_owners,
  ...found.roster.field_workers,
];

/** GET /v2/case/{id}/status. Spec is silent on submission_status values: SUBMITTED or NOT_SUBMITTED. */
export const caseStatus = (found: BusinessCase) => ({
  case_status: found.caseStatus,
  submission_status: found.address !== null ? 'SUBMITTED' : 'NOT_SUBMITTED',
});

export function submissionBody(found: BusinessCase): Record<string, unknown> {
  const entries = (list: RosterEntry[]) => list.map((e) => ({ email: e.email, rpr_submission_status: e.status }));
  return {
    verification_case_id: String(found.caseId),
    primary_business_owner: found.primaryOwner,
    business_owners: entries(found.roster.business_owners),
    field_workers: entries(found.roster.field_workers),
    business_address: found.address,
  };
}

/** POST /v1/case/{id}/authorizations: the case, with check_result counted from the roster. */
export function authorizationBody(found: BusinessCase): Record<string, unknown> {
  const required = Object.values(found.requiredCheck).filter(Boolean).length;
  const submitted = everyone(found).filter((e) => e.status === 'submitted').length;
  return {
    service_type: found.serviceType,
    case_id: found.caseId,
    name: found.name,
    business_name: found.businessName,
    service_categories: [...found.serviceCategories],
    required_check: { ...found.requiredCheck },
    business_address: found.address,
    check_result: {
      status: found.caseStatus === 'CASE_STATUS_UNSPECIFIED' ? 'pending' : 'completed',
      check_completed_at: null,
      business_entity_submitted_at: null,
      business_entity_check_completed_at: null,
      finally_adjudicated_at: null,
      field_worker_count: found.roster.field_workers.length,
      owner_count: found.roster.business_owners.length,
      required_checks_count: required,
      submitted_checks_count: submitted,
      completed_checks_count: 0,
    },
  };
}
