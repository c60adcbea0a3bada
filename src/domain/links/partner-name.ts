const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The partner whose branding a host carries (spec 000 §7 'Partner profile'): the first label of a
 * host with at least four labels (`acme.verify.attest.example` -> `acme`), else null.
 *
 * Spec is silent on ports, letter case, a trailing dot and IP addresses: the port is ignored, the
 * name is lower-cased, a fully qualified trailing dot is dropped, and an IPv4 address (four
 * numeric labels) or an IPv6 literal names no partner. Spec is silent on odd labels: the name goes
 * into a URL path, so a first label that is not a plain DNS label (letters, digits, inner hyphens)
 * names no partner.
 */
export function partnerNameOf(host: string): string | null {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return null;
  const name = trimmed.replace(/:\d*$/, '').replace(/\.$/, '');
  if (IPV4.test(name)) return null;
  const labels = name.split('.');
  if (labels.length < 4 || labels.some((label) => label === '')) return null;
  const first = labels[0] ?? '';
  return DNS_LABEL.test(first) ? first : null;
}
