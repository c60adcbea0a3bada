import { US_STATES } from '../../src/domain/validation/us-states';
import type { QuestionTemplate } from './questions';

/**
 * The schema-form scenarios' questions (spec 001 §10): a `smart-attribute:json-schema` question
 * carries its form in `metadata.schema` (this project's; contracts/README.md 'Schema forms'), then
 * the full name, so finishing the form moves on to an ordinary question.
 */
const formQuestion = (
  attrType: string,
  title: string,
  schema: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): QuestionTemplate => ({
  attrType,
  type: 'smart-attribute:json-schema',
  metadata: { title, required: true, schema, ...extra },
});

const FULL_NAME: QuestionTemplate = {
  attrType: 'core.fullname',
  type: 'full-name',
  metadata: { title: 'Full name', required: true },
};

const TRADES = [
  ['electrical', 'Electrical'],
  ['plumbing', 'Plumbing'],
  ['hvac', 'Heating and air conditioning'],
  ['roofing', 'Roofing'],
  ['carpentry', 'Carpentry'],
  ['painting', 'Painting'],
  ['landscaping', 'Landscaping'],
  ['cleaning', 'Cleaning'],
  ['pest-control', 'Pest control'],
  ['locksmith', 'Locksmith'],
  ['moving', 'Moving'],
  ['appliance-repair', 'Appliance repair'],
] as const;

const stateEnum = {
  enum: US_STATES.map((state) => state.code),
  enumLabels: US_STATES.map((state) => state.name),
};

const address = (title: string) => ({
  type: 'object',
  title,
  required: ['street', 'city', 'postcode'],
  properties: {
    street: { type: 'string', title: 'Street' },
    city: { type: 'string', title: 'City' },
    postcode: { type: 'string', title: 'ZIP code', pattern: '^\\d{5}$', hint: 'Five digits' },
  },
});

/**
 * One form with every field kind and string format of spec 001 §10.2, nested objects (one
 * optional, with its delete icon) and arrays at their limits: references (required) from one (minItems, so
 * the first is required and cannot be deleted) to three, and certifications already at their
 * maximum of two (ADD disabled until one is deleted).
 */
export const CUSTOM_FORM_SCHEMA = {
  $id: 'https://forms.attest.example/contractor-profile',
  type: 'object',
  title: 'Contractor profile',
  required: [
    'companyName',
    'contactEmail',
    'phone',
    'startDate',
    'yearsInBusiness',
    'insured',
    'trade',
    'homeState',
    'references',
  ],
  properties: {
    formVersion: { const: '2026-11' },
    programme: { type: 'string', title: 'Programme', readOnly: true, default: 'Local services trust programme' },
    companyName: {
      type: 'string',
      title: 'Company name',
      format: 'not-email',
      minLength: 2,
      maxLength: 80,
      hint: 'As registered with your state',
    },
    about: { type: 'string', title: 'About your company', multiline: true, maxLength: 500 },
    contactEmail: { type: 'string', format: 'email', title: 'Contact e-mail' },
    phone: { type: 'string', format: 'phone', title: 'Business phone', placeholder: '(512) 555-0123' },
    startDate: { type: 'string', format: 'date', title: 'Available from' },
    brandColor: { type: 'string', format: 'color', title: 'Brand colour', minLength: 7 },
    logo: { type: 'string', format: 'image-url', title: 'Company logo', maxLength: 2_000_000 },
    introduction: {
      type: 'string',
      format: 'html',
      title: 'Introduction letter',
      description: 'Shown to customers who find you. Insert a variable to personalise it.',
      variables: ['customer first name', 'company.name', 'service:area'],
      htmlExtensions: { links: true },
    },
    yearsInBusiness: { type: 'integer', title: 'Years in business', minimum: 0, exclusiveMaximum: 100 },
    hourlyRate: {
      type: 'number',
      title: 'Hourly rate (USD)',
      minimum: 10,
      maximum: 500,
      multipleOf: 0.5,
      warning: 'Customers see this rate.',
    },
    insured: { type: 'boolean', title: 'Do you carry liability insurance?' },
    trade: {
      type: 'string',
      title: 'Main trade',
      enum: TRADES.map(([value]) => value),
      enumLabels: TRADES.map(([, label]) => label),
    },
    homeState: { type: 'string', title: 'Home state', ...stateEnum },
    languages: {
      type: 'array',
      title: 'Languages spoken',
      items: {
        type: 'string',
        enum: ['en', 'es', 'fr', 'zh', 'vi'],
        enumLabels: ['English', 'Spanish', 'French', 'Chinese', 'Vietnamese'],
      },
    },
    businessAddress: address('Business address'),
    mailingAddress: address('Mailing address, if different'),
    references: {
      type: 'array',
      title: 'References',
      minItems: 1,
      maxItems: 3,
      addItemTitle: 'Add a reference',
      items: {
        type: 'object',
        title: 'Reference',
        required: ['name', 'email'],
        properties: {
          name: { type: 'string', title: 'Name' },
          email: { type: 'string', format: 'email', title: 'E-mail' },
        },
      },
    },
    certifications: {
      type: 'array',
      title: 'Certifications',
      maxItems: 2,
      default: ['OSHA 10', 'EPA 608'],
      items: { type: 'string', title: 'Certification' },
    },
  },
};

/**
 * A licence-state object form (spec 001 §10.1): the nurse family is named by the schema's $id
 * (licenseFamilyOf splits it at '/' and finds 'registered_nurse'), the selected state is passed
 * to the licence number, which is checked against that state's format (spec 001 §5.16).
 */
export const LICENCE_FORM_SCHEMA = {
  $id: 'https://forms.attest.example/license/registered_nurse',
  type: 'object',
  format: 'license-state',
  title: 'Nursing licence',
  required: ['licenseState', 'licenseNumber', 'expires'],
  properties: {
    licenseState: { type: 'string', title: 'Licence state', ...stateEnum },
    licenseNumber: { type: 'string', format: 'license-number', title: 'Licence number' },
    expires: { type: 'string', format: 'date', title: 'Expiry date' },
    compact: { type: 'boolean', title: 'Is it a multistate (compact) licence?' },
  },
};

/**
 * A form the issuer filled in and locked (spec 001 §6, `roleBasedAccess`): the applicant reviews
 * the position's details and confirms them; nothing can be changed, added or deleted.
 */
export const LOCKED_FORM_SCHEMA = {
  $id: 'https://forms.attest.example/position-details',
  type: 'object',
  title: 'Position details',
  required: ['jobTitle', 'startDate', 'site'],
  properties: {
    jobTitle: { type: 'string', title: 'Job title', default: 'Field technician' },
    startDate: { type: 'string', format: 'date', title: 'Start date', default: '2027-01-11' },
    hourlyRate: { type: 'number', title: 'Hourly rate (USD)', default: 32.5 },
    fullTime: { type: 'boolean', title: 'Full time', default: true },
    site: {
      type: 'object',
      title: 'Work site',
      required: ['city', 'state'],
      default: { city: 'Austin', state: 'TX' },
      properties: {
        city: { type: 'string', title: 'City' },
        state: { type: 'string', title: 'State', ...stateEnum },
      },
    },
    shifts: {
      type: 'array',
      title: 'Shifts',
      default: ['Monday 8:00-16:00', 'Wednesday 8:00-16:00'],
      items: { type: 'string', title: 'Shift' },
    },
  },
};

export const CUSTOM_FORM_QUESTIONS: readonly QuestionTemplate[] = [
  formQuestion('onboarding.contractor_profile', 'Contractor profile', CUSTOM_FORM_SCHEMA, {
    instructions: 'Tell customers about your business.',
  }),
  FULL_NAME,
];

export const LICENCE_FORM_QUESTIONS: readonly QuestionTemplate[] = [
  formQuestion('license.registered_nurse', 'Nursing licence', LICENCE_FORM_SCHEMA),
  FULL_NAME,
];

export const LOCKED_FORM_QUESTIONS: readonly QuestionTemplate[] = [
  formQuestion('employment.position_details', 'Position details', LOCKED_FORM_SCHEMA, {
    roleBasedAccess: true,
    instructions: 'Your employer filled in these details. Check them and confirm.',
  }),
  FULL_NAME,
];
