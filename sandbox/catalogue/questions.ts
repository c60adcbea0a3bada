/** A question as the sandbox stores it; `complete` is derived from the answers when answered. */
export interface QuestionTemplate {
  readonly attrType: string;
  readonly type: string;
  readonly metadata: Readonly<Record<string, unknown>>;
}

const question = (attrType: string, type: string, title: string, extra: Record<string, unknown> = {}) => ({
  attrType,
  type,
  metadata: { title, required: true, ...extra },
});

/** The applicant scenario's questions: the five the Pact contract pins, in its order. */
export const APPLICANT_QUESTIONS: readonly QuestionTemplate[] = [
  question('core.fullname', 'full-name', 'Full name'),
  question('core.ssn', 'ssn', 'Social Security Number'),
  question('core.dateofbirth', 'birthday', 'Date of birth'),
  question('identity_assurance.address.home', 'address', 'Home address'),
  question('consent.fcra', 'consent', 'Background check consent'),
];

export const INSURANCE_SELF_ATTESTATION = 'insurance_policy_verification.self_attestation.enterprise';

/** The terminated insurance page's request: an insurance self-attestation and nothing else. */
export const INSURANCE_QUESTIONS: readonly QuestionTemplate[] = [
  question(INSURANCE_SELF_ATTESTATION, 'insurance-policy-number', 'Insurance policy number'),
];

const options = (values: readonly string[]): string => JSON.stringify({ options: values });

/**
 * One question of every input kind of spec 001 §3 (tests/sandbox checks the list against the
 * domain's INPUT_KINDS, so a new kind cannot be forgotten here). Spec is silent on the attribute
 * types of most kinds: these are descriptive names in the spec's dotted style.
 */
export const EVERY_QUESTION: readonly QuestionTemplate[] = [
  question('core.ssn', 'ssn', 'Social Security Number'),
  question('professional.cpr', 'cpr', 'CPR certification'),
  question('business.ein', 'ein', 'Employer Identification Number'),
  question('identity_assurance.address.home', 'address', 'Home address'),
  question('core.fullname', 'full-name', 'Full name'),
  question('core.pastname', 'past-name', 'Past names'),
  question('core.dateofbirth', 'birthday', 'Date of birth'),
  question('core.phone', 'phone-number', 'Phone number'),
  question('core.residence_state', 'us-state', 'State of residence'),
  question('maritime.mmc_reference_number', 'mmc-reference-number', 'MMC reference number'),
  question('identity_assurance.selfie', 'selfie', 'Selfie', { icon: 'camera' }),
  question('references.emails', 'bulk-email', 'Reference e-mail addresses'),
  question('professional.bar_license', 'bar-license-details', 'Bar licence'),
  question('consent.fcra', 'consent', 'Background check consent'),
  question('statement_of_truth.general', 'statement-of-truth', 'Statement of truth'),
  question('availability.start_date', 'future-date', 'Start date'),
  question('insurance_policy_verification.policy_number', 'insurance-policy-number', 'Insurance policy number'),
  question('identity_assurance.document_verification.us_issued', 'id-scan', 'Driver licence or ID card', {
    icon: 'camera',
  }),
  question('education.academic_provider', 'academic-provider', 'School or university'),
  question('criminal.individualized_assessment', 'individualized-assessment', 'Individualized assessment'),
  question('identity_assurance.liveness', 'liveness-check', 'Liveness check', { icon: 'camera' }),
  question('insurance.coi', 'coi-scan', 'Certificate of insurance'),
  question('utility.account', 'external-provider', 'Utility account'),
  question('employment.reference', 'text', 'Employment reference'),
  question('documents.resume', 'file', 'Résumé'),
  question('driving.has_vehicle', 'boolean', 'Do you own a vehicle?'),
  question('employment.last_day', 'date', 'Last day at your previous job'),
  question('employment.years', 'integer', 'Years of experience'),
  question('employment.shirt_size', 'string-enum', 'Uniform size', { constraints: options(['S', 'M', 'L', 'XL']) }),
  question('employment.shifts', 'string-enum-list', 'Shifts you can work', {
    constraints: options(['Morning', 'Afternoon', 'Night']),
  }),
  question('core.email', 'email', 'E-mail address'),
];

/** A criminal record for the individualized assessment (spec 001), one charge. */
export const SAMPLE_OFFENSES = [{ id: 'offense-1', specificOffense: 'Petty theft', effectiveDate: '2019-04-12' }];

export const UTILITY_PROVIDERS = [
  { displayName: 'Pacific Power', canonicalName: 'pacific-power' },
  { displayName: 'City Water & Light', canonicalName: 'city-water-light' },
  { displayName: 'Northern Gas', canonicalName: 'northern-gas' },
];

export const ACADEMIC_PROVIDERS = [
  { id: 'univ-1', name: 'State University' },
  { id: 'univ-2', name: 'City Community College' },
  { id: 'univ-3', name: 'Institute of Technology' },
];
