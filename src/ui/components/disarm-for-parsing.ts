/**
 * Why issuer HTML is changed before DOMPurify parses it: a browser reports a content security policy
 * violation for every event handler attribute, style attribute and `<style>` element it parses, even
 * into an inert document whose handlers never run (Chromium does this for DOMParser, templates and
 * createHTMLDocument alike). A consent text pasted from a word processor, full of style attributes,
 * would then send policy reports on every page view and bury a real attack in the error reporter.
 *
 * So, before parsing, every word the tokenizer could read as an `on…` or `style` attribute name
 * (after a space, a slash or a quote, wherever it stands) gets MARK in front, which makes it an
 * unknown attribute, and `<style>` and `<base>` tags become `attest-dropped-…` elements, which the
 * sanitiser drops (a style with its content). The marks are removed from whatever the sanitiser keeps. This only ever makes
 * the HTML more harmless: it is DOMPurify, after it, that decides what stays. Any mark the issuer's
 * HTML itself carried is removed first, so only ours are taken out again.
 */
const MARK = '\uFEFF';
const ATTRIBUTE_LIKE = /(^|[\s/"'])(on|style)/gi;
/** Elements whose mere parsing is checked against the policy: style-src for one, base-uri for the other. */
const CHECKED_TAG = /<(\/?)(style|base)(?=[\s/>]|$)/gi;

/** What a `<style>` element becomes: an element of no meaning, which the sanitiser drops with its rules. */
export const DROPPED_STYLE = 'attest-dropped-style';

export const disarmForParsing = (html: string): string =>
  html.replaceAll(MARK, '').replace(CHECKED_TAG, '<$1attest-dropped-$2').replace(ATTRIBUTE_LIKE, `$1${MARK}$2`);

/** The sanitised HTML or an attribute value without the marks. */
export const withoutMarks = (text: string): string => text.replaceAll(MARK, '');
