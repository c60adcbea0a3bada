import { catalogue } from '../language/translation';
import { escapeHtml } from '../html/escape-html';
import { assertNever } from '../shared/assert-never';
import { ERROR_ACTION_TEXTS } from './error-actions';
import type { ErrorReason } from './error-reason';
import { isTokenFailure } from './error-reason';
import { HTTP_MESSAGES } from './http-failure';

export interface ErrorText {
  readonly heading: string;
  /** The message as plain text (what the CLI prints and reports carry). */
  readonly message: string;
  /**
   * The same message as markup, for a message that carries some (spec 000 §2 'some messages may
   * carry markup'): the error page shows it through the issuer HTML sanitiser, the one profile
   * for markup. Values put into it are escaped first, so they stay text.
   */
  readonly messageHtml?: string;
  /** A warning rather than an error (spec 000 §8 marks cancelled-network-request so). */
  readonly severity: 'error' | 'warning';
}

/** Who asked for the information, for the request-timeout message; null when unknown. */
export interface ErrorTextContext {
  readonly requestingParty?: string | null;
}

/**
 * The words of every error page (spec 000 §8), keyed by reason (a shared entry where reasons share
 * their words). Where the spec quotes a text it is used word for word; where it only summarises
 * the message (most rows of the table), the sentences are ours and say exactly what the summary
 * says. A catalogue (issue 28): errorText reads it each time it runs, so the page and the CLI
 * follow the language.
 */
export const ERROR_TEXTS = catalogue('ERROR_TEXTS', {
  'direct-to-original-link': {
    heading: 'Please use your original link.',
    message: 'Return to the phone or email where you received your request and click the original link.',
  },
  /** local-storage-required and session-storage-required. */
  'storage-required': {
    heading: 'Please allow this site to store data',
    message:
      'This page needs to keep your progress in your browser. Please enable third-party data in your browser ' +
      'settings and, in Safari, turn Private mode off.',
  },
  'page-not-found': {
    heading: "That doesn't seem to be here.",
    message: 'Please check the address, or open the link you received in your text or email again.',
  },
  'submission-failed': {
    heading: 'Submission failed',
    message: 'We could not send your information. Please try again in a few minutes.',
  },
  'unauthorized-ido': {
    heading: 'Unauthorized',
    message: 'Please click the link that was sent to you in a notification (text or email).',
  },
  /** The heading the three facetec-unsupported-browser reasons share. */
  'unsupported-browser': 'Your browser is not supported',
  'facetec-unsupported-browser':
    'Please use Firefox 52 or later, Chrome, Safari 12 or later, or Opera 44 or later. On an iPhone, please use Safari.',
  'facetec-unsupported-browser-ios': 'On this device, please open the link in Safari.',
  'facetec-unsupported-browser-old': 'Your browser is out of date. Please update it and open the link again.',
  'facetec-device-in-landscape-mode': {
    heading: 'Please turn your device',
    message: 'Hold your device in portrait mode and refresh the page.',
  },
  'facetec-device-locked-out': {
    heading: 'Limits exceeded',
    message: 'There have been too many requests. Please wait a few minutes and try again.',
  },
  /** The message only: the heading is HTTP_MESSAGES.cancelled, the spec's status-0 text. */
  'cancelled-network-request': 'Your request was cancelled by a page refresh or a network problem. Please try again.',
  'network-outage': {
    heading: 'Connection problem',
    message: 'We are having trouble connecting. Please wait a moment and try again.',
  },
  unauthorized: {
    heading: 'Unauthorized',
    message: 'You do not have permission to do this. Please contact your account administrator.',
  },
  'cookies-needed': {
    heading: 'Cookies needed',
    message: 'Please enable third-party cookies in your browser settings and open the link again.',
  },
  unexpected: {
    heading: 'Uh oh, something went wrong!',
    message: "We're currently working on this, and should have things back to normal soon. Please try again later.",
  },
  'request-timeout': {
    heading: 'This request link is no longer valid',
    /** `party` is the requesting party's name (in markup: bold and escaped) or `requestingParty`. */
    message: (party: string): string => `Please ask ${party} for a new link.`,
    /** Who to ask when the issuer's name is unknown. */
    requestingParty: 'the requesting party',
  },
  'gls/not-found': {
    heading: 'Verification not found',
    message: 'We could not find this verification. Please check that you opened the right link.',
  },
  unactivated: {
    heading: 'No account found',
    message: 'There is no account for this email address. Please contact your administrator.',
  },
  /**
   * The unknown-request (link expired) page, also shown for a token failure. Spec 000 §2 gives its
   * content as a summary, so the sentences are ours; every point of the summary is in them.
   */
  'link-expired': {
    heading: 'This link is not working',
    message:
      'Links expire after some time or a number of uses. This link may already have been used, or it may be ' +
      'incomplete. Please contact the business that sent it to you for a new one.',
  },
  /** gls/unauthorized and gls/forbidden: the message is HTTP_MESSAGES.glsUnauthorized. */
  'gls/unauthorized': 'Unauthorized',
  /** The heading only: the message is the session-expired snackbar. */
  'gls/session-expired': 'Session expired',
} as const);

/** An error text of the error severity. */
const error = (heading: string, message: string): ErrorText => ({ heading, message, severity: 'error' });

/** An entry of ERROR_TEXTS that has a heading and a message, as an error. */
const entry = (text: { readonly heading: string; readonly message: string }): ErrorText =>
  error(text.heading, text.message);

/**
 * Heading and message for every reason of spec 000 §8, in the current language (ERROR_TEXTS is
 * read each time).
 */
export function errorText(reason: ErrorReason, context: ErrorTextContext = {}): ErrorText {
  const texts = ERROR_TEXTS;
  // A token failure redirects to the link-expired page like an unknown request (below).
  if (isTokenFailure(reason)) return entry(texts['link-expired']);
  switch (reason) {
    case 'direct-to-original-link':
    case 'page-not-found':
    case 'submission-failed':
    case 'unauthorized-ido':
    case 'facetec-device-in-landscape-mode':
    case 'facetec-device-locked-out':
    case 'network-outage':
    case 'unauthorized':
    case 'cookies-needed':
    case 'unexpected':
    case 'gls/not-found':
    case 'unactivated':
      return entry(texts[reason]);
    case 'local-storage-required':
    case 'session-storage-required':
      return entry(texts['storage-required']);
    case 'facetec-unsupported-browser':
    case 'facetec-unsupported-browser-ios':
    case 'facetec-unsupported-browser-old':
      return error(texts['unsupported-browser'], texts[reason]);
    case 'cancelled-network-request':
      return { heading: HTTP_MESSAGES.cancelled, message: texts[reason], severity: 'warning' };
    case 'request-timeout': {
      // The requesting party is named in bold: who to ask is what the applicant must take away.
      const { heading, message, requestingParty } = texts[reason];
      const named = context.requestingParty?.trim();
      return {
        heading,
        message: message(named || requestingParty),
        messageHtml: message(named ? `<strong>${escapeHtml(named)}</strong>` : escapeHtml(requestingParty)),
        severity: 'error',
      };
    }
    // The reasons below redirect automatically; the text is what stands under the spinner's
    // accessible label and what the CLI explains.
    case 'unknown-request':
      return entry(texts['link-expired']);
    case 'gls/unauthorized':
    case 'gls/forbidden':
      return error(texts['gls/unauthorized'], HTTP_MESSAGES.glsUnauthorized);
    case 'gls/session-expired':
      return error(texts[reason], ERROR_ACTION_TEXTS.sessionExpiredSnackbar);
    default:
      return assertNever(reason, 'error reason');
  }
}

/**
 * The error page's ways forward (see waysForward). Ours: spec 000 §8 names no buttons; the words
 * are the ones the product issue asks for.
 */
export const WAY_FORWARD_LABELS = catalogue('WAY_FORWARD_LABELS', {
  tryAgain: 'Try again',
  backToQuestions: 'Back to your questions',
} as const);
