/**
 * Browsers drop ASCII tab, line feed and carriage return anywhere in a URL and trim leading and
 * trailing control characters and spaces before reading the scheme, so `java\tscript:` and
 * ` javascript:` still run script. Checks look at the URL as the browser will.
 */
export function asBrowserReadsIt(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** The scheme of an absolute URL, lower case, or null when the text has none. */
export function schemeOf(url: string): string | null {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url);
  return match?.[1] ? match[1].toLowerCase() : null;
}
