/**
 * How long after the last edit of a field the applicant counts as still typing. Spec is silent on
 * the length (spec 000 §4 only says the state is not replaced while the user is typing): ours, the
 * shortest polling delay, so a reload that found the applicant typing lands at the next poll.
 */
export const TYPING_PAUSE_MS = 2000;

/** The applicant is typing into a field: a field was edited less than TYPING_PAUSE_MS ago. */
export const isTyping = (lastEditAt: number | null, now: number): boolean =>
  lastEditAt !== null && now >= lastEditAt && now - lastEditAt < TYPING_PAUSE_MS;
