import { APPLICANT_SCENARIOS } from './catalogue/applicant-scenarios';
import type { RequestShape } from './catalogue/applicant-scenarios';
import { BUSINESS_SCENARIOS, FILLED_IN, PRIMARY_OWNER } from './catalogue/business-scenarios';
import { GLS_ISSUER_DN } from './catalogue/issuers';
import type { ApplicantRequest } from './model/applicant-request';
import type { BusinessCase, RosterEntry } from './model/business-case';
import type { SandboxState } from './model/sandbox-state';

export const EXPIRED_LINK = 'expired-link';

/** The link an applicant receives (spec 000 §2 startup query: rprId and canary). */
export const applicantLink = (origin: string, request: Pick<ApplicantRequest, 'id' | 'canary'>): string =>
  `${origin}/?rprId=${encodeURIComponent(request.id)}&canary=${encodeURIComponent(request.canary)}`;

/** The link a business owner receives (the v2 landing route with its auth code). */
export const businessLink = (origin: string, found: Pick<BusinessCase, 'caseId' | 'authCode'>): string =>
  `${origin}/v2/google-login/${found.caseId}?auth_code=${encodeURIComponent(found.authCode)}`;

export function listScenarios(): { name: string; description: string }[] {
  return [
    ...[...APPLICANT_SCENARIOS].map(([name, s]) => ({ name, description: s.description })),
    { name: EXPIRED_LINK, description: 'A link whose request no longer exists' },
    ...[...BUSINESS_SCENARIOS].map(([name, s]) => ({ name, description: s.description })),
  ];
}

export function applicantShape(state: SandboxState, scenario: string): RequestShape | null {
  const found = APPLICANT_SCENARIOS.get(scenario);
  return found === undefined ? null : found.shape(Math.floor(state.now() / 1000));
}

export interface CaseIds {
  readonly caseId: number;
  readonly authCode: string;
  /** The case as the contract's provider state has it: address saved, four people listed. */
  readonly filledIn: boolean;
}

/**
 * A business case and the owner's own background check, which the session's interview_uri opens
 * and the business form's transition leads to (spec 000 §4 'Business form').
 */
export function createBusinessCase(
  state: SandboxState,
  origin: string,
  scenario: string,
  ids: CaseIds,
): BusinessCase | null {
  const shape = BUSINESS_SCENARIOS.get(scenario);
  const ownCheck = applicantShape(state, 'applicant');
  if (shape === undefined || ownCheck === null) return null;
  const people = shape.filledInWith ?? FILLED_IN;
  const primaryOwner = shape.filledInWith?.owners[0] ?? PRIMARY_OWNER;
  const own = state.addRequest({
    ...ownCheck,
    id: state.token('rpr'),
    canary: state.token('canary'),
    // An issuer named gls-…: error reports flag the business flow (spec 000 §6).
    dn: GLS_ISSUER_DN,
    email: primaryOwner,
  });
  const passed = shape.ended === 'CASE_STATUS_PASSED';
  const submitted: readonly string[] = shape.filledInWith === undefined ? FILLED_IN.submitted : [];
  const entries = (emails: readonly string[]): RosterEntry[] =>
    emails.map((email) => ({
      email,
      status: ids.filledIn && (passed || submitted.includes(email)) ? 'submitted' : 'pending',
    }));
  const found: BusinessCase = {
    caseId: ids.caseId,
    authCode: ids.authCode,
    serviceType: shape.serviceType,
    name: 'Alex Owner',
    businessName: shape.businessName,
    serviceCategories: shape.serviceCategories,
    requiredCheck: shape.requiredCheck,
    primaryOwner,
    interviewUri: applicantLink(origin, own),
    ownRequestId: own.id,
    roster: {
      business_owners: entries(ids.filledIn ? people.owners : [primaryOwner]),
      field_workers: entries(ids.filledIn ? people.fieldWorkers : []),
    },
    address: ids.filledIn ? FILLED_IN.address : null,
    hasSubmission: ids.filledIn,
    caseStatus: shape.ended ?? 'CASE_STATUS_UNSPECIFIED',
  };
  state.cases.set(found.caseId, found);
  return found;
}

/** POST /__sandbox/scenarios/{name}: a fresh instance and the link to it, or null for an unknown name. */
export function createScenario(state: SandboxState, name: string, origin: string): string | null {
  if (name === EXPIRED_LINK) return applicantLink(origin, { id: state.token('rpr'), canary: state.token('canary') });
  const shape = applicantShape(state, name);
  if (shape !== null) {
    return applicantLink(origin, state.addRequest({ ...shape, id: state.token('rpr'), canary: state.token('canary') }));
  }
  const business = BUSINESS_SCENARIOS.get(name);
  const filledIn = business?.ended !== undefined || business?.filledInWith !== undefined;
  const ids = { caseId: state.newCaseId(), authCode: state.token('auth'), filledIn };
  const found = createBusinessCase(state, origin, name, ids);
  return found === null ? null : businessLink(origin, found);
}
