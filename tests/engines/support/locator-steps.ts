/** Text to match: a string (exact, or a case-insensitive substring where `exact` is false) or a regular expression. */
export type TextMatch = string | { readonly regex: string; readonly flags: string };

/**
 * One step of a locator, resolved in the page (in-page/page-queries.ts) from the matches of the
 * step before it: Testing Library's queries by role, label and text, a CSS selector, a filter by
 * contained text, or the nth match.
 */
export type Step =
  | {
      readonly by: 'role';
      readonly role: string;
      readonly name?: TextMatch;
      readonly exact?: boolean;
      readonly level?: number;
    }
  | { readonly by: 'text'; readonly text: TextMatch; readonly exact?: boolean }
  | { readonly by: 'label'; readonly label: TextMatch; readonly exact?: boolean }
  | { readonly by: 'css'; readonly css: string }
  | { readonly by: 'has-text'; readonly text: TextMatch }
  | { readonly by: 'nth'; readonly index: number };

/** A string or RegExp as a step's text (a RegExp crosses into the page as its source and flags). */
export function textMatch(match: string | RegExp): TextMatch {
  return typeof match === 'string' ? match : { regex: match.source, flags: match.flags };
}
