/**
 * Spec 001 §3.3: the bulk e-mail list as one newline-joined string. Entries are trimmed, blank
 * ones dropped, and duplicates removed case-insensitively keeping the first, as the chip input does.
 */
export function encodeBulkEmails(emails: readonly string[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const email of emails.map((entry) => entry.trim())) {
    const key = email.toLowerCase();
    if (email === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(email);
  }
  return kept.join('\n');
}
