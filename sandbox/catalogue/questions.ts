import type { InputKind } from '../../src/domain/questions/input-kind';

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

/** A question's title and description in English, and in Spanish (issue 28: `metadata.translations`). */
const bilingual = (
  attrType: string,
  type: string,
  english: { readonly title: string; readonly description: string },
  es: { readonly title: string; readonly description?: string },
): QuestionTemplate =>
  question(attrType, type, english.title, { description: english.description, translations: { es } });

/**
 * The applicant scenario's questions as Acme Health writes them (applicant-spanish): each with a
 * description, and its title and description in Spanish too, but for the home address's
 * description, given in English only (the app shows it as given, its own texts around it in Spanish).
 */
export const SPANISH_APPLICANT_QUESTIONS: readonly QuestionTemplate[] = [
  bilingual(
    'core.fullname',
    'full-name',
    { title: 'Full name', description: 'As it appears on your government-issued ID.' },
    { title: 'Nombre completo', description: 'Tal como aparece en su documento de identidad oficial.' },
  ),
  bilingual(
    'core.ssn',
    'ssn',
    { title: 'Social Security Number', description: 'We use it only for your background check.' },
    { title: 'Número de Seguro Social (SSN)', description: 'Solo lo usamos para su verificación de antecedentes.' },
  ),
  bilingual(
    'core.dateofbirth',
    'birthday',
    { title: 'Date of birth', description: 'It helps us find your records.' },
    { title: 'Fecha de nacimiento', description: 'Nos ayuda a encontrar sus registros.' },
  ),
  bilingual(
    'identity_assurance.address.home',
    'address',
    { title: 'Home address', description: 'Where you live now.' },
    { title: 'Dirección de su domicilio' },
  ),
  bilingual(
    'consent.fcra',
    'consent',
    { title: 'Background check consent', description: 'Read the disclosure and give your consent.' },
    {
      title: 'Consentimiento para la verificación de antecedentes',
      description: 'Lea la divulgación y dé su consentimiento.',
    },
  ),
];

/**
 * The selfie scenario's questions: the biometric consent (which unhides the selfie, spec 000 §4)
 * and the selfie itself, with the full name first so the overview has something ordinary too.
 */
export const SELFIE_QUESTIONS: readonly QuestionTemplate[] = [
  question('core.fullname', 'full-name', 'Full name'),
  question('consent.biometric.authorization', 'consent', 'Biometric consent'),
  question('identity_assurance.selfie', 'selfie', 'Selfie', {
    icon: 'camera',
    instructions: 'We compare your selfie with your ID to make sure it is you.',
  }),
];

export const INSURANCE_SELF_ATTESTATION = 'insurance_policy_verification.self_attestation.enterprise';

/** The terminated insurance page's request: an insurance self-attestation and nothing else. */
export const INSURANCE_QUESTIONS: readonly QuestionTemplate[] = [
  question(INSURANCE_SELF_ATTESTATION, 'insurance-policy-number', 'Insurance policy number'),
];

/**
 * The applicant-insurance scenario's questions: the insurance self-attestation, whose screen offers
 * Evie, the chat assistant (spec 000 §2), then the full name, whose screen does not. The
 * instructions do not name her: she is rightly absent on phones (spec 000 §2), where a promise of
 * her would mislead; on a desktop her launcher and greeting introduce her.
 */
export const INSURANCE_CHAT_QUESTIONS: readonly QuestionTemplate[] = [
  question(INSURANCE_SELF_ATTESTATION, 'insurance-policy-number', 'Insurance policy number', {
    instructions: 'Enter the policy number of your liability insurance, as printed on your certificate of insurance.',
  }),
  question('core.fullname', 'full-name', 'Full name'),
];

const options = (values: readonly string[]): string => JSON.stringify({ options: values });

/** One question of a kind: its attribute type, its title and any further metadata. */
type KindQuestion = readonly [attrType: string, title: string, extra?: Record<string, unknown>];

/**
 * One question of every input kind of spec 001 §3, by kind: the table is total over the domain's
 * input kinds, so a new kind cannot be forgotten here. Spec is silent on the attribute types of
 * most kinds: these are descriptive names in the spec's dotted style.
 */
const QUESTION_OF_KIND: { readonly [K in InputKind]: KindQuestion } = {
  ssn: ['core.ssn', 'Social Security Number'],
  cpr: ['professional.cpr', 'CPR certification'],
  ein: ['business.ein', 'Employer Identification Number'],
  address: ['identity_assurance.address.home', 'Home address'],
  'full-name': ['core.fullname', 'Full name'],
  'past-name': ['core.pastname', 'Past names'],
  birthday: ['core.dateofbirth', 'Date of birth'],
  'phone-number': ['core.phone', 'Phone number'],
  'us-state': ['core.residence_state', 'State of residence'],
  'mmc-reference-number': ['maritime.mmc_reference_number', 'MMC reference number'],
  selfie: ['identity_assurance.selfie', 'Selfie', { icon: 'camera' }],
  'bulk-email': ['references.emails', 'Reference e-mail addresses'],
  'bar-license-details': ['professional.bar_license', 'Bar licence'],
  consent: ['consent.fcra', 'Background check consent'],
  'statement-of-truth': ['statement_of_truth.general', 'Statement of truth'],
  'future-date': ['availability.start_date', 'Start date'],
  'insurance-policy-number': ['insurance_policy_verification.policy_number', 'Insurance policy number'],
  // Titles name the documents the app offers: with none prescribed, an ID card or a passport (spec 001 §9).
  'id-scan': ['identity_assurance.document_verification.us_issued', 'ID card or passport', { icon: 'camera' }],
  'academic-provider': ['education.academic_provider', 'School or university'],
  'individualized-assessment': ['criminal.individualized_assessment', 'Individualized assessment'],
  'liveness-check': ['identity_assurance.liveness', 'Liveness check', { icon: 'camera' }],
  'coi-scan': ['insurance.coi', 'Certificate of insurance'],
  'external-provider': ['utility.account', 'Utility account'],
  text: ['employment.reference', 'Employment reference'],
  file: ['documents.resume', 'Résumé'],
  boolean: ['driving.has_vehicle', 'Do you own a vehicle?'],
  date: ['employment.last_day', 'Last day at your previous job'],
  integer: ['employment.years', 'Years of experience'],
  'string-enum': ['employment.shirt_size', 'Uniform size', { constraints: options(['S', 'M', 'L', 'XL']) }],
  'string-enum-list': [
    'employment.shifts',
    'Shifts you can work',
    { constraints: options(['Morning', 'Afternoon', 'Night']) },
  ],
  email: ['core.email', 'E-mail address'],
};

export const EVERY_QUESTION: readonly QuestionTemplate[] = Object.entries(QUESTION_OF_KIND).map(
  ([type, [attrType, title, extra]]) => question(attrType, type, title, extra),
);

/** The question of one kind from the table above, with further metadata. */
const questionOfKind = (kind: InputKind, extra: Record<string, unknown> = {}): QuestionTemplate => {
  const [attrType, title, more] = QUESTION_OF_KIND[kind];
  return question(attrType, kind, title, { ...more, ...extra });
};

/** The documents scenario's questions: a file upload (a résumé), then a certificate of insurance. */
export const DOCUMENT_QUESTIONS: readonly QuestionTemplate[] = [
  questionOfKind('file', { instructions: 'Upload your résumé: a PDF, or a picture of each page.' }),
  questionOfKind('coi-scan'),
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

/** The video-selfie scenarios' interview: the video selfie first, then one typed question. */
const US_DOCUMENT = 'identity_assurance.document_verification.us_issued';
const FR_ID_CARD = 'identity_assurance.document_verification.eu.fr.id_card';

/**
 * Document pages as the service lists them, one attribute per page (spec 001 §7.1): a US-issued
 * document (a state ID card or a passport), which the app merges into its one legacy question, and a French ID card, one
 * question of its own; the full name first so the overview has something ordinary too.
 */
export const US_DOCUMENT_QUESTIONS: readonly QuestionTemplate[] = [
  question('core.fullname', 'full-name', 'Full name'),
  question(`${US_DOCUMENT}.front_image`, 'id-scan', 'State ID card or passport', { icon: 'camera' }),
  question(`${US_DOCUMENT}.back_image`, 'id-scan', 'State ID card or passport (back)', { icon: 'camera' }),
  question(`${FR_ID_CARD}.front`, 'id-scan', 'French national ID card', { icon: 'camera' }),
  question(`${FR_ID_CARD}.back`, 'id-scan', 'French national ID card (back)', { icon: 'camera' }),
];

/**
 * The ID scan scenarios' interview: the legacy US-issued document (an ID card or a passport, the
 * types offered when none is prescribed), then one typed question, so completing the scan moves on to it.
 */
export const ID_SCAN_QUESTIONS: readonly QuestionTemplate[] = [
  question(US_DOCUMENT, 'id-scan', 'ID card or passport', {
    icon: 'camera',
    instructions: 'We check your ID with the provider; take the photos in good light.',
  }),
  question('core.fullname', 'full-name', 'Full name'),
];

export const VIDEO_SELFIE_QUESTIONS: readonly QuestionTemplate[] = [
  question('identity_assurance.biometric_verification.video_selfie', 'liveness-check', 'Video selfie', {
    icon: 'camera',
  }),
  question('core.fullname', 'full-name', 'Full name'),
];
