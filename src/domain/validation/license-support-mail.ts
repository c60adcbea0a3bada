import { catalogue } from '../language/translation';
import { licensesInForm } from '../forms/form-licenses';
import type { Question } from '../questions/question';
import { SMART_ATTRIBUTE_PREFIX } from '../questions/smart-attribute';

/** One entered licence (spec 001 §3.7 'Licence list entries: licenseId, licenseState'). */
export interface LicenseEntry {
  readonly licenseId: string;
  readonly licenseState: string;
}

/** The question type of the licence-state form (spec 001 §2.1). */
export const LICENSE_NUMBER_TYPE = `${SMART_ATTRIBUTE_PREFIX}license-number`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The licence entries a licence question's value holds: a stored answer is a licence list
 * (`[{ licenseId, licenseState }]`), the form keeps the one entry being typed as an object. Any
 * other shape holds none.
 */
export function licenseEntriesIn(value: unknown): LicenseEntry[] {
  const items: readonly unknown[] = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const kept = item as Record<string, unknown>;
    return [{ licenseId: text(kept.licenseId), licenseState: text(kept.licenseState) }];
  });
}

/** The entry the licence form shows: the first the value holds, else an empty one. */
export const licenseEntryOf = (value: unknown): LicenseEntry =>
  licenseEntriesIn(value)[0] ?? { licenseId: '', licenseState: '' };

/** The question type of the schema-driven form (spec 001 §2.1 'custom form question', §10). */
const JSON_SCHEMA_TYPE = `${SMART_ATTRIBUTE_PREFIX}json-schema`;

/**
 * The licences entered so far in this interview, for the support mail of the footer every
 * question screen shows (spec 001 §1, §8): the values (typed or stored) of its licence-number
 * questions and the licence-state forms inside its schema forms (licensesInForm), in question order.
 *
 * Spec is silent on what the mail lists on a screen that is not a licence question: the licence
 * answers entered so far in the interview, since the applicant may write after leaving the licence
 * screen; none when no licence was entered (the mail then only names the problem). A schema form's
 * value reaches the interview when focus leaves a field (JsonSchemaField), so a number is listed
 * once the applicant has left its box, e.g. to click the mail link.
 */
export function enteredLicenses(
  questions: readonly Question[],
  values: Readonly<Record<string, unknown>>,
): LicenseEntry[] {
  return questions
    .filter((question) => Object.hasOwn(values, question.attrType))
    .flatMap((question) => {
      const value = values[question.attrType];
      if (question.type === LICENSE_NUMBER_TYPE) return licenseEntriesIn(value);
      return question.type === JSON_SCHEMA_TYPE ? licensesInForm(question.metadata.schema, value) : [];
    });
}

/**
 * The prefilled support mail's words, a catalogue (issue 28): the applicant sends it in the
 * language they read. Spec is silent on the mail's subject and wording: the subject names the
 * problem and the body lists one 'State: XX, License ID: ...' line per entry.
 */
export const LICENSE_SUPPORT_MAIL_TEXTS = catalogue('LICENSE_SUPPORT_MAIL_TEXTS', {
  subject: 'Trouble submitting my License Number',
  body: 'I have trouble submitting my license number.',
  /** One entered licence; '-' stands for a part left empty. */
  entry: (state: string, licenseId: string): string => `State: ${state}, License ID: ${licenseId}`,
} as const);

/**
 * Spec 001 §8: 'Trouble submitting your License Number? Contact us here.' links to a prefilled
 * support mail (LICENSE_SUPPORT_MAIL_TEXTS) listing the entered licence IDs and states, one line
 * per entry with something entered. null without a support address.
 */
export function licenseSupportMailto(email: string | null, entries: readonly LicenseEntry[]): string | null {
  const address = email?.trim() ?? '';
  if (address === '' || /[?&\s]/.test(address)) return null;
  const texts = LICENSE_SUPPORT_MAIL_TEXTS;
  const lines = entries
    .filter((entry) => entry.licenseId.trim() !== '' || entry.licenseState.trim() !== '')
    .map((entry) => texts.entry(entry.licenseState.trim() || '-', entry.licenseId.trim() || '-'));
  const body = [texts.body, '', ...lines].join('\n');
  const subject = texts.subject;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
