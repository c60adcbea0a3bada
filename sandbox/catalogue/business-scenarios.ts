import type { CaseOutcome, RequiredCheck } from '../model/business-case';

export const PRIMARY_OWNER = 'owner@acme.example';

/** What a business scenario sets on a case (spec 000 §3 'Business case'). */
export interface CaseShape {
  readonly description: string;
  readonly serviceType: 'home_services' | 'professional_services';
  readonly businessName: string;
  readonly serviceCategories: readonly string[];
  /** The app asks one question per required check (src/domain/business/case-questions.ts). */
  readonly requiredCheck: RequiredCheck;
  /**
   * A case that was already filled in (FILLED_IN) with this outcome, everyone listed having
   * submitted when it passed; absent for a case that starts empty and open.
   */
  readonly ended?: CaseOutcome;
  /**
   * A case that was already filled in with these people (the primary owner first among the
   * owners), still open and nobody submitted yet; absent: FILLED_IN's, or an empty case.
   */
  readonly filledInWith?: { readonly owners: readonly string[]; readonly fieldWorkers: readonly string[] };
}

const checks = (entity: boolean, fieldWorkers: boolean, owners: boolean): RequiredCheck => ({
  needs_business_entity_check: entity,
  needs_field_worker_criminal_check: fieldWorkers,
  needs_business_owner_check: owners,
});

/**
 * Addresses of 44 characters, a common length (a first and last name at a hyphenated business
 * domain): every place the form shows one must wrap it at a phone's 320 px (issue 23, item 12).
 */
export const LONG_ADDRESSES = {
  primaryOwner: 'maximilian.oconnor@acme-home-repairs.example',
  partner: 'theodora.blackwood@acme-home-repairs.example',
  fieldWorkers: ['cornelius.whitaker@acme-home-repairs.example', 'josephine.lockhart@acme-home-repairs.example'],
  /** Not on the roster: for a test to add. */
  newcomer: 'gwendolyn.hargrove@acme-home-repairs.example',
} as const;

/** By name; a Map, so that a name from the URL never finds Object's prototype. */
export const BUSINESS_SCENARIOS: ReadonlyMap<string, CaseShape> = new Map(
  Object.entries({
    'business-home-services': {
      description: 'A home-services business lists its address, owners and employees',
      serviceType: 'home_services',
      businessName: 'Acme Home Services',
      serviceCategories: ['plumbing', 'electrical'],
      requiredCheck: checks(true, true, true),
    },
    'business-professional-services': {
      description: 'A professional-services business lists its address and employees; it cannot add owners',
      serviceType: 'professional_services',
      businessName: 'Acme Legal Partners',
      serviceCategories: ['lawyer'],
      requiredCheck: checks(true, true, true),
    },
    'business-single-owner': {
      description: "A professional-services business with one owner: the single-email 'business owner(s)' form",
      serviceType: 'professional_services',
      businessName: 'Acme Accounting',
      serviceCategories: ['accountant'],
      requiredCheck: checks(true, false, true),
    },
    'business-immediate': {
      description: 'Only the field-worker check is required: the owner goes straight to their own check',
      serviceType: 'home_services',
      businessName: 'Acme Handyman',
      serviceCategories: ['handyman'],
      requiredCheck: checks(false, true, false),
    },
    'business-long-addresses': {
      description:
        "A filled-in open case whose owners and employees have 44-character addresses, the primary owner too: the form at a phone's width",
      serviceType: 'home_services',
      businessName: 'Acme Home Repairs',
      serviceCategories: ['handyman'],
      requiredCheck: checks(true, true, true),
      filledInWith: {
        owners: [LONG_ADDRESSES.primaryOwner, LONG_ADDRESSES.partner],
        fieldWorkers: [...LONG_ADDRESSES.fieldWorkers],
      },
    },
    'business-case-passed': {
      description: 'A filled-in case whose people all submitted and which passed: the timeline is complete',
      serviceType: 'home_services',
      businessName: 'Acme Roofing',
      serviceCategories: ['roofing'],
      requiredCheck: checks(true, true, true),
      ended: 'CASE_STATUS_PASSED',
    },
    'business-case-dropoff': {
      description: "A filled-in case that ended without a result: the timeline shows 'Application Canceled'",
      serviceType: 'home_services',
      businessName: 'Acme Painting',
      serviceCategories: ['painting'],
      requiredCheck: checks(true, true, true),
      ended: 'CASE_STATUS_DROPOFF',
    },
  }),
);

/** The roster and address of a case that was already filled in (the contract's case 41). */
export const FILLED_IN = {
  owners: [PRIMARY_OWNER, 'partner@acme.example'],
  fieldWorkers: ['helper@acme.example', 'tech@acme.example'],
  submitted: ['tech@acme.example'],
  address: {
    revision: 0 as const,
    region_code: 'US' as const,
    language_code: 'en' as const,
    administrative_area: 'TX',
    postal_code: '78701',
    locality: 'Austin',
    address_lines: ['1 Main St'],
  },
};
