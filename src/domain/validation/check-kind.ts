import { assertNever } from '../shared/assert-never';

/** The answer kinds the support CLI can check and encode. */
export const CHECK_KINDS = [
  'ssn',
  'itin',
  'ein',
  'email',
  'text',
  'us-state',
  'integer',
  'date',
  'birthday',
  'future-date',
  'mmc-reference-number',
  'phone-number',
  'full-name',
  'past-name',
  'address',
  'cpr',
  'bar-license-details',
  'consent',
  'statement-of-truth',
  'bulk-email',
  'charge',
] as const;

export type CheckKind = (typeof CHECK_KINDS)[number];

/** Kinds whose answer is typed as one string. */
export type StringCheckKind = Exclude<
  CheckKind,
  | 'full-name'
  | 'past-name'
  | 'address'
  | 'cpr'
  | 'bar-license-details'
  | 'consent'
  | 'statement-of-truth'
  | 'bulk-email'
  | 'charge'
>;

const KNOWN: ReadonlySet<string> = new Set<string>(CHECK_KINDS);

export const isCheckKind = (name: string): name is CheckKind => KNOWN.has(name);

/** One line describing the expected value, per kind. */
const DESCRIPTIONS: Readonly<Record<CheckKind, string>> = {
  ssn: 'an SSN or ITIN: ###-##-####, ### ## #### or #########',
  itin: 'an ITIN: 9##-##-####, 9## ## #### or 9########',
  ein: 'an EIN: ##-####### or #########',
  email: 'an e-mail address, e.g. ann@example.com',
  text: 'any text (not blank)',
  'us-state': 'a two-letter US state, territory or DC code, e.g. TX',
  integer: 'a whole number, digits only, no leading zeros, e.g. 42',
  date: 'a date as MM/DD/YYYY',
  birthday: 'a date as MM/DD/YYYY, before today',
  'future-date': 'a date as MM/DD/YYYY, today or later',
  'mmc-reference-number': '7 digits; dashes and spaces allowed',
  'phone-number': "a number with its '+' country code, e.g. +1 202 555 0123",
  'full-name': '{"first","middle"?,"last"}',
  'past-name': '{"hasPastName":true|false,"first"?,"middle"?,"last"?}',
  address: '{"street","city","state","postcode"}',
  cpr: '{"provider":"American Heart Association"|"American Red Cross","certId"}',
  'bar-license-details': '{"jurisdiction","yearAdmitted":"YYYY"|YYYY,"licenseNumber"?}',
  consent: '{"authorized":true|false,"requestedFreeCopy"?:true|false,"attrType"?}',
  'statement-of-truth': '{"value":true|false,"consentText"}',
  'bulk-email': '{"emails":["…"],"certified":true|false,"required"?:true|false}',
  charge:
    '{"chargeID"?,"chargeName"?,"chargeDate"?,"ageAtOffense":1-150,"lastPosition","cause"?,"rehabilitation{Parole,Probation,Education,Training,Alcohol,Drug,None}"?:true|false,"rehabilitationOther"?:string|null,"paroleRequirements","offenseTraining","substanceTraining","additionalEffort","isBonded":true|false,"additionalInformation"}',
};

/** Whether the kind's answer is an object, list or boolean (read as JSON) rather than one string. */
export function takesJson(kind: CheckKind): boolean {
  switch (kind) {
    case 'full-name':
    case 'past-name':
    case 'address':
    case 'cpr':
    case 'bar-license-details':
    case 'consent':
    case 'statement-of-truth':
    case 'bulk-email':
    case 'charge':
      return true;
    case 'ssn':
    case 'itin':
    case 'ein':
    case 'email':
    case 'text':
    case 'us-state':
    case 'integer':
    case 'date':
    case 'birthday':
    case 'future-date':
    case 'mmc-reference-number':
    case 'phone-number':
      return false;
    default:
      return assertNever(kind, 'check kind');
  }
}

export const isStringCheckKind = (kind: CheckKind): kind is StringCheckKind => !takesJson(kind);

/** One line describing the expected value, used in the CLI's help and shape errors. */
export const describeValue = (kind: CheckKind): string => DESCRIPTIONS[kind];
