import type { Breadcrumb, ErrorEvent } from '@sentry/browser';

/** What replaces a removed value, so a report still shows that something was there. */
export const FILTERED = '[Filtered]';

/** Keys whose values are answers, secrets or session data, wherever they appear. */
const SENSITIVE_KEY =
  /(ssn|social|tax.?id|itin|(^|[._-])ein$|birth|dob|card|cvc|cvv|csc|security.?code|exp(iry|iration)?.?(month|year|date)?$|zip|postal|password|passwd|secret|token|auth.?code|canary|csrf|cookie|selfie|face.?(map|scan)|audit|image|photo|picture|base64|answers?$|values?$|body|data$|phone|address|licen[cs]e|first.?name|last.?name|middle.?name)/i;

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
  // Card numbers: 13 to 19 digits, spaces or dashes allowed between them.
  [/\b\d(?:[ -]?\d){12,18}\b/g, FILTERED],
  // SSN or ITIN: 9 digits, with or without dashes or spaces.
  [/\b\d{3}[ -]?\d{2}[ -]?\d{4}\b/g, FILTERED],
  // EIN: 2 digits, a dash, 7 digits.
  [/\b\d{2}-\d{7}\b/g, FILTERED],
  // Dates of birth as typed (MM/DD/YYYY) and as stored (YYYY-MM-DD).
  [/\b(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])\/\d{4}\b/g, FILTERED],
  [/\b\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b/g, FILTERED],
];

/**
 * A text with every answer-looking value replaced. Spec is silent on how eager to be: a 9-digit
 * or 13-digit number that is not an answer (a millisecond timestamp) is filtered too, since an
 * over-filtered report costs less than a leaked SSN.
 */
export function scrubText(text: string): string {
  return TEXT_RULES.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
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
