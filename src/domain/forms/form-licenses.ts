import { fieldOf, isJsonObject } from '../shared/json-fields';

/** The format that makes an object a licence-state form (spec 001 §2.1 'licence state forms', §10.1). */
export const LICENSE_STATE_FORMAT = 'license-state';
/** The format of a string checked against the licence state's format (spec 001 §5.16). */
export const LICENSE_NUMBER_FORMAT = 'license-number';
/** The licence-state object's property that holds the selected state. */
export const LICENSE_STATE_KEY = 'licenseState';

/** A licence entered in a form: its number and the state chosen for it. */
export interface FormLicense {
  readonly licenseId: string;
  readonly licenseState: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The licences entered in a schema form (spec 001 §10.1 licence-state forms): for each
 * licence-state object in the value, one entry per 'license-number' field inside it (at any depth,
 * in lists too), with the object's chosen state. For the support mail of spec 001 §8, which lists
 * 'the entered licence IDs and states' whichever screen they were typed on.
 *
 * Reads the schema as sent (raw JSON), not through parseFormSchema: the footer that asks runs on
 * every question screen and must not carry the form layer. A schema or value of another shape
 * holds no licence. Spec is silent on a number field outside any licence-state object: it has no
 * state, so it is not a licence in the spec's sense and is left out.
 */
export function licensesInForm(schema: unknown, value: unknown): FormLicense[] {
  const found: FormLicense[] = [];
  collect(schema, value, null, found);
  return found;
}

function collect(schema: unknown, value: unknown, state: string | null, found: FormLicense[]): void {
  if (!isJsonObject(schema)) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(fieldOf(schema, 'items'), item, state, found);
    return;
  }
  const properties = fieldOf(schema, 'properties');
  if (!isJsonObject(value) || !isJsonObject(properties)) return;
  const here = fieldOf(schema, 'format') === LICENSE_STATE_FORMAT ? textOf(fieldOf(value, LICENSE_STATE_KEY)) : state;
  for (const [key, child] of Object.entries(properties)) {
    const childValue = fieldOf(value, key);
    if (here !== null && isJsonObject(child) && fieldOf(child, 'format') === LICENSE_NUMBER_FORMAT) {
      found.push({ licenseId: textOf(childValue), licenseState: here });
    } else {
      collect(child, childValue, here, found);
    }
  }
}
