/** One entered licence (spec 001 §3.5 'Licence list entries: licenseId, licenseState'). */
export interface LicenseEntry {
  readonly licenseId: string;
  readonly licenseState: string;
}

/**
 * Spec 001 §8: 'Trouble submitting your License Number? Contact us here.' links to a prefilled
 * support mail listing the entered licence IDs and states. Spec is silent on the mail's subject
 * and wording: the subject names the problem and the body lists one 'State: XX, License ID: ...'
 * line per entry with something entered. null without a support address.
 */
export function licenseSupportMailto(email: string | null, entries: readonly LicenseEntry[]): string | null {
  const address = email?.trim() ?? '';
  if (address === '' || /[?&\s]/.test(address)) return null;
  const lines = entries
    .filter((entry) => entry.licenseId.trim() !== '' || entry.licenseState.trim() !== '')
    .map((entry) => `State: ${entry.licenseState.trim() || '-'}, License ID: ${entry.licenseId.trim() || '-'}`);
  const body = ['I have trouble submitting my license number.', '', ...lines].join('\n');
  const subject = 'Trouble submitting my License Number';
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
