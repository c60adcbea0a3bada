/** The widths of month, day and year in the question format MM/dd/yyyy (spec 001 §9). */
const PART_WIDTHS = [2, 2, 4] as const;

/**
 * What a date input shows while the applicant types a date in the question format MM/dd/yyyy
 * (spec 001 §9). Spec is silent on typing dates: a numeric keypad has no slash, so the slashes
 * come by themselves ('12252000' shows as '12/25/2000'); a slash typed after a one-digit month or
 * day pads it ('1/5/2000' shows as '01/05/2000'); digits beyond the year are dropped. Text with
 * anything but digits and slashes is left as typed, so the validator's own message explains it.
 * Applying it to its own result changes nothing, so deleting characters works as expected.
 */
export function formatUsDateTyping(typed: string): string {
  if (!/^[\d/]*$/.test(typed)) return typed;
  let shown = '';
  let part = 0;
  let current = '';
  for (const char of typed) {
    if (char === '/') {
      // A slash closes a started month or day; any other slash is dropped.
      if (part < 2 && current !== '') {
        shown += `${current.padStart(2, '0')}/`;
        part += 1;
        current = '';
      }
      continue;
    }
    if (current.length === PART_WIDTHS[part]) {
      if (part === 2) break;
      shown += `${current}/`;
      part += 1;
      current = '';
    }
    current += char;
  }
  return shown + current;
}
