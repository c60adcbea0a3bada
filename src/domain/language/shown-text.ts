/**
 * A text as a value that outlives a render (a queued snackbar, a card error, the leave-page
 * question): either words given as they are (the provider's own message) or a catalogue text
 * given as a function, read each time it shows, so it follows a switch of language (issue 28).
 */
export type ShownText = string | (() => string);

/** The words of a ShownText now. */
export const shownText = (text: ShownText): string => (typeof text === 'string' ? text : text());
