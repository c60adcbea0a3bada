/**
 * What a page of the app left in browser storage at the end of a browser test (issue 26, ASVS
 * 14.3): the session store holds the session (ids, canary, the continue link, flags) and the chat
 * with Evie (spec 000 §3), nothing else; local storage and cookies the app sets hold nothing. The
 * same check runs after every test in Chromium (use-browser.ts) and in each engine (use-engine.ts).
 */
export interface StorageSnapshot {
  readonly page: string;
  readonly local: Readonly<Record<string, string>>;
  readonly session: Readonly<Record<string, string>>;
}

/** The keys the app writes to the session store (stored-session.ts, chat-storage-key.ts, language.ts). */
const SESSION_KEYS: ReadonlySet<string> = new Set(['attest.session', 'attest.chat', 'attest.language']);

/**
 * Shapes no stored value may take, whatever key it is under: the answers the browser tests type
 * and pick (made-up SSNs, dates, cards, phones, e-mail addresses, photos) are all of these shapes.
 * The chat may hold what the applicant asked Evie in words, never such a value: no test asks with one.
 */
const ANSWER_SHAPES: readonly (readonly [string, RegExp])[] = [
  ['an SSN', /\b\d{3}[- ]?\d{2}[- ]?\d{4}\b/],
  ['an EIN', /\b\d{2}-\d{7}\b/],
  ['a date', /\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/],
  // Grouped as typed, or 15 to 19 digits in a row: a 13-digit run is a time in milliseconds (the chat's).
  ['a card number', /\b\d{4}[ -]\d{4,6}[ -]\d{4,5}(?:[ -]\d{1,4})?\b|\b\d{15,19}\b/],
  ['a phone number', /\(\d{3}\) ?\d{3}-\d{4}|\+\d{11,15}\b/],
  ['an e-mail address', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/],
  ['image data', /data:image\/|blob:|[A-Za-z0-9+/]{120,}/],
];

/** Script for page.evaluate: the page's storage (an unreadable store, refused by the browser, reads as empty). */
export const READ_STORAGE = `(() => {
  const read = (name) => {
    try {
      const store = window[name];
      const out = {};
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i);
        out[key] = store.getItem(key);
      }
      return out;
    } catch {
      return {};
    }
  };
  return { page: location.href, local: read('localStorage'), session: read('sessionStorage') };
})()`;

/**
 * The chat's session and message ids are random UUIDs (random-ids.ts); about one in three hundred has
 * three all-digit groups in a row ('-4711-4085-9123-'), the shape of a card number typed in groups.
 * Ids are taken out before the shapes are looked for.
 */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** One line per thing the app should not have left in storage; empty when the snapshot is clean. */
export function storageProblems(snapshot: StorageSnapshot): string[] {
  const where = new URL(snapshot.page).pathname;
  const problems = Object.keys(snapshot.local).map((key) => `local storage holds '${key}' on ${where}`);
  for (const [key, stored] of Object.entries(snapshot.session)) {
    if (!SESSION_KEYS.has(key)) problems.push(`the session store holds '${key}' on ${where}`);
    const value = stored.replace(UUID, 'id');
    for (const [shape, pattern] of ANSWER_SHAPES) {
      if (pattern.test(value)) problems.push(`the session store's '${key}' holds ${shape} on ${where}`);
    }
  }
  return problems;
}
