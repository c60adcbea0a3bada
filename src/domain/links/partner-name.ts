const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * The partner whose branding a host carries (spec 000 §7 'Partner profile'): the first label of a
 * host with at least four labels (`acme.verify.attest.example` -> `acme`), else null.
 *
 * Spec is silent on ports, letter case, a trailing dot and IP addresses: the port is ignored, the
 * name is lower-cased, a fully qualified trailing dot is dropped, and an IPv4 address (its last
 * label numeric, which no top-level domain is) or an IPv6 literal names no partner. Spec is
 * silent on odd labels: the name goes into a URL path, so a host whose labels are not all plain
 * DNS labels (letters, digits, inner hyphens) names no partner.
 *
 * Kept small on purpose: it runs on every page's start path.
 */
export function partnerNameOf(host: string): string | null {
  // Drops a trailing dot and the port; an IPv6 literal keeps its brackets, which no DNS label has.
  const labels = host
    .trim()
    .toLowerCase()
    .replace(/\.?(:\d*)?$/, '')
    .split('.');
  // An IPv4 address ends in a label of digits only, which no top-level domain does.
  const named = labels.length > 3 && labels.every((label) => DNS_LABEL.test(label)) && /\D/.test(labels.at(-1) ?? '');
  return named ? (labels[0] ?? null) : null;
}
