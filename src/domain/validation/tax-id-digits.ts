/**
 * The nine digits of a tax ID typed as `#########`, `###-##-####` or `### ## ####`, or null.
 * Surrounding whitespace is ignored. Spec is silent on mixed separators (`###-## ####`): they are
 * rejected, as no form the spec names mixes them.
 */
export function taxIdDigits(value: string): string | null {
  const match = /^(\d{3})([- ]?)(\d{2})\2(\d{4})$/.exec(value.trim());
  return match ? `${match[1]}${match[3]}${match[4]}` : null;
}
