import type { Breadcrumb, ErrorEvent } from '@sentry/browser';

/** What replaces a removed value, so a report still shows that something was there. */
export const FILTERED = '[Filtered]';

/** Keys whose values are answers, secrets or session data, wherever they appear. */
const SENSITIVE_KEY =
  /(ssn|social|tax.?id|itin|(^|[._-])ein$|birth|dob|card|cvc|cvv|csc|security.?code|exp(iry|iration)?.?(month|year|date)?$|zip|postal|password|passwd|secret|token|auth.?code|canary|csrf|cookie|selfie|face.?(map|scan)|audit|image|photo|picture|base64|answers?$|values?$|body|data$|phone|address|licen[cs]e|first.?name|last.?name|middle.?name)/i;

/** A month's name or its abbreviation (with or without a dot), for dates written out. */
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

/**
 * Text patterns of answer values (spec 000 §6: nothing of the answers leaves the browser).
 *
 * Spec is silent on which phone and e-mail forms to catch: e-mail addresses of any form, phone
 * numbers in the US and international forms people type and the app sends (E.164), and tel:
 * links. What stays: version numbers (11.12.0, 120.0.6099.109), short numbers (status 503, 2
 * tries), ids ('datum-12', 'rpr-R1'), ten-digit numbers that cannot be US phone numbers (epoch
 * seconds such as 1794312000), and a '+' followed by fewer than eight digits (+1, +30 days). The
 * identified user's e-mail (spec 000 §6) is kept in event.user only; in free text it is masked
 * like any other address. A file name with an '@' and a letters-only extension ('logo@2x.png')
 * reads as an address and is masked too: over-filtering costs less than a leak.
 */
const TEXT_RULES: readonly (readonly [RegExp, string])[] = [
  // data: URLs and long base64 runs: image payloads.
  [/data:[\w.+-]+\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,[A-Za-z0-9+/=\s]*/gi, FILTERED],
  [/[A-Za-z0-9+/]{64,}={0,2}/g, FILTERED],
  // Query strings carry the request id, canary, auth code and e-mail addresses.
  [/(https?:\/\/[^\s?#"']*|\/[^\s?#"']*)\?[^\s#"']*/gi, `$1?${FILTERED}`],
  // A hand-off code in its call's path (POST /handoffs/{code}/session): a credential for a session.
  [/\/handoffs\/[^\s/?#"']+/g, `/handoffs/${FILTERED}`],
  // A CVC next to its label, before the digit rules see it.
  [/\b(cvc2?|cvv2?|csc|security[ _-]?code)(["']?\s*[:=]\s*["']?)\d{3,4}\b/gi, `$1$2${FILTERED}`],
  // E-mail addresses, also percent-encoded in a path (/business_owners/jane%40example.com). The
  // lookbehind starts a match only where a run of address characters starts: linear, not quadratic.
  [/(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g, FILTERED],
  // Phone numbers: tel: links whole, then international (+ and 8 to 15 digits in groups), then
  // US forms with separators, (512) 555-0123, 512-555-0123, 512.555.0123, 512 555 0123, and ten
  // digits in a row when they read as a US number (area code and exchange from 2 to 9).
  [/\btel:[^\s"'<>]+/gi, `tel:${FILTERED}`],
  [/\+\d(?:[ .-]?\(?\d\)?){7,14}/g, FILTERED],
  [/(?:\(\d{3}\)[ .-]?|\b\d{3}[ .-])\d{3}[ .-]\d{4}\b/g, FILTERED],
  [/\b[2-9]\d{2}[2-9]\d{6}\b/g, FILTERED],
  // Street addresses typed as free text: a number, one to three capitalised words and a street
  // type (1200 Elm Street, 5 North Oak Ave). Structured addresses are caught by their key.
  [
    /\b\d{1,6}(?: [A-Z0-9][\w'-]*){1,3} (?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Ter|Terrace|Pkwy|Parkway|Hwy|Highway|Cir|Circle)\b\.?/g,
    FILTERED,
  ],
  // Card numbers: 13 to 19 digits, spaces or dashes allowed between them (Visa and Mastercard
  // 4-4-4-4, Amex 4-6-5, Discover, 19-digit cards, or no separators at all).
  [/\b\d(?:[ -]?\d){12,18}\b/g, FILTERED],
  // SSN or ITIN: 9 digits, with or without dashes, spaces or dots (123.45.6789). Over-filtering:
  // any other 9-digit number, or a 3.2.4 dotted number, is masked too.
  [/\b\d{3}[ .-]?\d{2}[ .-]?\d{4}\b/g, FILTERED],
  // EIN: 2 digits, a dash, 7 digits.
  [/\b\d{2}-\d{7}\b/g, FILTERED],
  // Dates of birth as typed (MM/DD/YYYY, M/D/YYYY) and as stored (YYYY-MM-DD).
  [/\b(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])\/\d{4}\b/g, FILTERED],
  [/\b\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b/g, FILTERED],
  // Other numeric date orders: MM-DD-YYYY, DD/MM/YYYY, DD.MM.YYYY (one separator throughout).
  // Over-filtering: a three-part version whose last part has four digits (1.2.1234) reads as a date.
  [/\b(?:0?[1-9]|[12]\d|3[01])([/.-])(?:0?[1-9]|[12]\d|3[01])\1\d{4}\b/g, FILTERED],
  // YYYY-MM-DD and YYYY/MM/DD, also as the date part of an ISO date-time (1987-04-15T00:00:00Z,
  // what a birth date becomes through Date.toISOString). Over-filtering: every timestamp in a text
  // loses its date (the event keeps its own timestamp). Dotted YYYY.MM.DD stays: it is also how
  // calendar versions are written (2024.10.3).
  [/(?<!\d)\d{4}([/-])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])(?!\d)/g, FILTERED],
  // Dates with the month's name: 'April 15, 1987', 'Apr. 15th 1987', '15 April 1987', '15-Apr-1987'.
  // Over-filtering: any such date is masked, not only birth dates (a report's own dates are in the event).
  [new RegExp(`\\b${MONTH}[ .,-]{1,2}\\d{1,2}(?:st|nd|rd|th)?[ .,-]{1,2}\\d{4}\\b`, 'gi'), FILTERED],
  [new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?[ .,-]{1,2}(?:of )?${MONTH}[ .,-]{1,2}\\d{4}\\b`, 'gi'), FILTERED],
];

/** Brackets opened deeper than this are not parsed on their own: it bounds the work on odd texts. */
const MAX_JSON_NESTING = 8;

/**
 * JSON objects and lists inside a text (a service echoing the body it was sent in its error
 * message, a body logged as text), parsed and scrubbed by key like structured data: a full name
 * or an address has no shape the text rules could see, but it travels under a key (`value`) that
 * says what it is. Each bracket pair is found in one pass; the outermost pair that parses is
 * replaced, and the pairs inside one that does not parse are tried on their own.
 */
function scrubEmbeddedJson(text: string): string {
  if (!/[[{]/.test(text)) return text;
  const pairs: [number, number][] = [];
  const open: number[] = [];
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = open.length > 0;
    } else if (char === '{' || char === '[') {
      open.push(at);
    } else if ((char === '}' || char === ']') && open.length > 0) {
      const start = open.pop() as number;
      const matches = text[start] === (char === '}' ? '{' : '[');
      if (matches && open.length < MAX_JSON_NESTING) pairs.push([start, at + 1]);
    }
  }
  pairs.sort(([startA, endA], [startB, endB]) => startA - startB || endB - endA);
  let scrubbed = '';
  let done = 0;
  for (const [start, end] of pairs) {
    if (start < done) continue;
    const parsed = parseJson(text.slice(start, end));
    if (parsed === undefined) continue;
    // JSON with nothing to remove keeps its own spacing.
    const clean = JSON.stringify(scrubValue(parsed));
    scrubbed += text.slice(done, start) + (clean === stringified(parsed) ? text.slice(start, end) : clean);
    done = end;
  }
  return done === 0 ? text : scrubbed + text.slice(done);
}

/** JSON.stringify, or null for a value nested too deep to stringify (scrubValue cuts it short). */
const stringified = (value: unknown): string | null => {
  try {
    return JSON.stringify(value);
  } catch {
    return null;
  }
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * A `"key":"text"` pair of JSON that could not be parsed (cut short, or escaped inside another
 * JSON string, \"key\":\"text\"): its text is filtered when the key is sensitive.
 */
const JSON_PAIR = /(\\*)"([^"\\]{1,64})\1"(\s*:\s*)\1"(?:[^"\\]|\\.)*?\1"/g;

const scrubJsonPairs = (text: string): string =>
  text.replace(JSON_PAIR, (pair, escape: string, key: string, colon: string) =>
    SENSITIVE_KEY.test(key) ? `${escape}"${key}${escape}"${colon}${escape}"${FILTERED}${escape}"` : pair,
  );

/**
 * A text with every answer-looking value replaced. Spec is silent on how eager to be: a 9-digit
 * or 13-digit number that is not an answer (a millisecond timestamp) is filtered too, since an
 * over-filtered report costs less than a leaked SSN.
 */
export function scrubText(text: string): string {
  return TEXT_RULES.reduce(
    (current, [pattern, replacement]) => current.replace(pattern, replacement),
    scrubJsonPairs(scrubEmbeddedJson(text)),
  );
}

const MAX_DEPTH = 8;

/** A copy of any JSON-like value: sensitive keys filtered, every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SENSITIVE_KEY.test(key) && item !== null && item !== undefined && item !== ''
        ? FILTERED
        : scrubValue(item, depth + 1),
    ]),
  );
}

const scrubRecord = <T>(record: T | undefined): T | undefined =>
  record === undefined ? undefined : (scrubValue(record) as T);

/** A URL without its query string (the request id, canary and auth code travel there). */
function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/**
 * The event as it may leave the browser: no request body, cookies or query string, no variables
 * of stack frames, and messages, exception values, tags, extra and contexts scrubbed. The user's
 * e-mail stays (spec 000 §6 identifies reports by it); nothing else of the user does.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  if (event.request) {
    const { url, headers } = event.request;
    scrubbed.request = {
      ...(url === undefined ? {} : { url: scrubText(withoutQuery(url)) }),
      ...(headers === undefined ? {} : { headers: pickHeaders(headers) }),
    };
  }
  if (event.message !== undefined) scrubbed.message = scrubText(event.message);
  if (event.logentry) scrubbed.logentry = scrubValue(event.logentry) as ErrorEvent['logentry'];
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((exception) => ({
        ...exception,
        ...(exception.value === undefined ? {} : { value: scrubText(exception.value) }),
        ...(exception.stacktrace
          ? {
              stacktrace: {
                ...exception.stacktrace,
                frames: exception.stacktrace.frames?.map(({ vars: _vars, ...frame }) => frame),
              },
            }
          : {}),
      })),
    };
  }
  if (event.user) scrubbed.user = event.user.email ? { email: event.user.email } : {};
  if (event.extra) scrubbed.extra = scrubRecord(event.extra);
  if (event.contexts) scrubbed.contexts = scrubRecord(event.contexts);
  if (event.tags) scrubbed.tags = scrubRecord(event.tags);
  if (event.transaction !== undefined) scrubbed.transaction = scrubText(event.transaction);
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  return scrubbed;
}

/** Only harmless headers survive: cookies and the anti-forgery canary never leave. */
function pickHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => /^(user-agent|referer)$/i.test(name))
      .map(([name, value]) => [name, /^referer$/i.test(name) ? scrubText(withoutQuery(value)) : value]),
  );
}

/** Of an xhr or fetch breadcrumb only the call itself is kept, never what it carried. */
const CALL_FIELDS: ReadonlySet<string> = new Set([
  'method',
  'status_code',
  'url',
  'request_body_size',
  'response_body_size',
]);

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const scrubbed: Breadcrumb = { ...breadcrumb };
  if (breadcrumb.message !== undefined) scrubbed.message = scrubText(breadcrumb.message);
  if (breadcrumb.data) {
    const call = breadcrumb.category === 'xhr' || breadcrumb.category === 'fetch';
    const data = call
      ? Object.fromEntries(Object.entries(breadcrumb.data).filter(([key]) => CALL_FIELDS.has(key)))
      : breadcrumb.data;
    scrubbed.data = scrubValue(
      Object.fromEntries(
        Object.entries(data).map(([key, value]) => [
          key,
          typeof value === 'string' && /^(url|from|to)$/.test(key) ? withoutQuery(value) : value,
        ]),
      ),
    ) as Breadcrumb['data'];
  }
  return scrubbed;
}
