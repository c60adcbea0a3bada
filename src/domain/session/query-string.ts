/**
 * A query string read by hand: the domain has no DOM, so no URLSearchParams. Keys and values keep
 * their order; a malformed percent escape is kept as written rather than failing the whole query.
 */
export type QueryPairs = readonly (readonly [string, string])[];

function decode(part: string): string {
  const spaced = part.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that cannot throw: a lone surrogate (which it rejects) becomes U+FFFD. */
export const encodeComponent = (text: string): string => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

/** Parses '?a=1&b=2' (the leading '?' is optional). A key without '=' has the value ''. */
export function parseQuery(search: string): QueryPairs {
  const body = search.startsWith('?') ? search.slice(1) : search;
  if (body === '') return [];
  return body
    .split('&')
    .filter((part) => part !== '')
    .map((part): readonly [string, string] => {
      const at = part.indexOf('=');
      return at === -1 ? [decode(part), ''] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
    });
}

/** The first value of a key, like URLSearchParams.get. */
export const firstValue = (pairs: QueryPairs, key: string): string | undefined => pairs.find(([k]) => k === key)?.[1];

/** 'a=1&b=2' with every key and value percent-encoded; '' for no pairs. */
export const formatQuery = (pairs: QueryPairs): string =>
  pairs.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`).join('&');
