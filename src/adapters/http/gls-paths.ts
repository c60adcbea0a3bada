import type { RosterList } from '../../domain/business/roster';

/** The path segment of a roster list in the business-check service's URLs (spec 000 §7). */
const LIST_SEGMENT: Readonly<Record<RosterList, string>> = {
  owners: 'business_owners',
  fieldWorkers: 'field_workers',
};

/**
 * Every path of the business-check (GLS) service in one place (spec 000 §7, contracts/README.md).
 * E-mails are URL-encoded, so an address with '+', '/' or '#' stays one path segment.
 */
export const GLS_PATHS = {
  authorizations: (caseId: number): string => `/v1/case/${caseId}/authorizations`,
  session: (): string => '/v1/session',
  caseStatus: (caseId: number): string => `/v2/case/${caseId}/status`,
  submission: (caseId: number): string => `/v2/case/${caseId}/submission`,
  person: (caseId: number, list: RosterList, email: string): string =>
    `/v1/case/${caseId}/submission/${LIST_SEGMENT[list]}/${encodeURIComponent(email)}`,
  notifications: (caseId: number, list: RosterList): string =>
    `/v1/case/${caseId}/submission/${LIST_SEGMENT[list]}/notifications`,
} as const;
