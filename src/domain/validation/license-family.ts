/** The profession families with per-state licence formats (spec 001 §5.16). */
export const LICENSE_FAMILIES = ['massage-therapist', 'nurse', 'physical-therapist', 'physician-assistant'] as const;
export type LicenseFamily = (typeof LICENSE_FAMILIES)[number];

/**
 * Words of an attribute type that name each family. Words of three letters or fewer must be a
 * whole dot-separated part ('license.rn'); longer ones may sit inside a part
 * ('license.registered_nurse'). The nurse family includes registered nurse, licensed practical
 * nurse, nurse practitioner and advanced practice registered nurse (spec 001 §5.16).
 */
const FAMILY_WORDS: Readonly<Record<LicenseFamily, readonly string[]>> = {
  'massage-therapist': ['massage', 'lmt'],
  'physical-therapist': ['physical_therap', 'physical-therap', 'physicaltherap', 'pt'],
  'physician-assistant': ['physician_assistant', 'physician-assistant', 'physicianassistant', 'pa'],
  nurse: ['nurse', 'nursing', 'aprn', 'lpn', 'lvn', 'rn', 'np'],
};

/**
 * The profession family of a licence question.
 *
 * Spec is silent on where the profession is named: a licence-number question is
 * `smart-attribute:license-number` (the kind says nothing of the profession) and its form has no
 * schema in the question record, so the profession is read from the question's attribute type
 * (e.g. 'license.nurse_practitioner', 'license.massage_therapist'), split into parts at dots,
 * colons and slashes. null when no family is named: then no state has a format and any
 * non-empty id is accepted, which never refuses a real licence.
 */
export function licenseFamilyOf(attrType: string): LicenseFamily | null {
  const lower = attrType.toLowerCase();
  const parts = lower.split(/[.:/]/);
  for (const family of LICENSE_FAMILIES) {
    const named = FAMILY_WORDS[family].some((word) => (word.length <= 3 ? parts.includes(word) : lower.includes(word)));
    if (named) return family;
  }
  return null;
}
