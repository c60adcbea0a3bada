import { escapeHtml } from '../html/escape-html';
import { assertNever } from '../shared/assert-never';
import { SESSION_EXPIRED_SNACKBAR } from './error-actions';
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

const UNEXPECTED: ErrorText = {
  heading: 'Uh oh, something went wrong!',
  message: "We're currently working on this, and should have things back to normal soon. Please try again later.",
  severity: 'error',
};

/**
 * The unknown-request (link expired) page. Spec 000 §2 gives its content as a summary, so the
 * sentences below are ours; every point of the summary is in them.
 */
export const LINK_EXPIRED: ErrorText = {
  heading: 'This link is not working',
  message:
    'Links expire after some time or a number of uses. This link may already have been used, or it may be ' +
    'incomplete. Please contact the business that sent it to you for a new one.',
  severity: 'error',
};

const STORAGE_REQUIRED: ErrorText = {
  heading: 'Please allow this site to store data',
  message:
    'This page needs to keep your progress in your browser. Please enable third-party data in your browser ' +
    'settings and, in Safari, turn Private mode off.',
  severity: 'error',
};

const UNSUPPORTED_BROWSER_HEADING = 'Your browser is not supported';

/**
 * Heading and message for every reason of spec 000 §8. Where the spec quotes a text it is used
 * word for word; where it only summarises the message (most rows of the table), the sentences
 * are ours and say exactly what the summary says.
 */
export function errorText(reason: ErrorReason, context: ErrorTextContext = {}): ErrorText {
  // A token failure redirects to the link-expired page like an unknown request (below).
  if (isTokenFailure(reason)) return LINK_EXPIRED;
  switch (reason) {
    case 'direct-to-original-link':
      return {
        heading: 'Please use your original link.',
        message: 'Return to the phone or email where you received your request and click the original link.',
        severity: 'error',
      };
    case 'local-storage-required':
    case 'session-storage-required':
      return STORAGE_REQUIRED;
    case 'page-not-found':
      return {
        heading: "That doesn't seem to be here.",
        message: 'Please check the address, or open the link you received in your text or email again.',
        severity: 'error',
      };
    case 'submission-failed':
      return {
        heading: 'Submission failed',
        message: 'We could not send your information. Please try again in a few minutes.',
        severity: 'error',
      };
    case 'unauthorized-ido':
      return {
        heading: 'Unauthorized',
        message: 'Please click the link that was sent to you in a notification (text or email).',
        severity: 'error',
      };
    case 'facetec-unsupported-browser':
      return {
        heading: UNSUPPORTED_BROWSER_HEADING,
        message:
          'Please use Firefox 52 or later, Chrome, Safari 12 or later, or Opera 44 or later. On an iPhone, please use Safari.',
        severity: 'error',
      };
    case 'facetec-unsupported-browser-ios':
      return {
        heading: UNSUPPORTED_BROWSER_HEADING,
        message: 'On this device, please open the link in Safari.',
        severity: 'error',
      };
    case 'facetec-unsupported-browser-old':
      return {
        heading: UNSUPPORTED_BROWSER_HEADING,
        message: 'Your browser is out of date. Please update it and open the link again.',
        severity: 'error',
      };
    case 'facetec-device-in-landscape-mode':
      return {
        heading: 'Please turn your device',
        message: 'Hold your device in portrait mode and refresh the page.',
        severity: 'error',
      };
    case 'facetec-device-locked-out':
      return {
        heading: 'Limits exceeded',
        message: 'There have been too many requests. Please wait a few minutes and try again.',
        severity: 'error',
      };
    case 'cancelled-network-request':
      return {
        heading: HTTP_MESSAGES.cancelled,
        message: 'Your request was cancelled by a page refresh or a network problem. Please try again.',
        severity: 'warning',
      };
    case 'network-outage':
      return {
        heading: 'Connection problem',
        message: 'We are having trouble connecting. Please wait a moment and try again.',
        severity: 'error',
      };
    case 'unauthorized':
      return {
        heading: 'Unauthorized',
        message: 'You do not have permission to do this. Please contact your account administrator.',
        severity: 'error',
      };
    case 'cookies-needed':
      return {
        heading: 'Cookies needed',
        message: 'Please enable third-party cookies in your browser settings and open the link again.',
        severity: 'error',
      };
    case 'unexpected':
      return UNEXPECTED;
    case 'request-timeout': {
      // The requesting party is named in bold: who to ask is what the applicant must take away.
      const named = context.requestingParty?.trim();
      return {
        heading: 'This request link is no longer valid',
        message: `Please ask ${named || 'the requesting party'} for a new link.`,
        messageHtml: `Please ask ${named ? `<strong>${escapeHtml(named)}</strong>` : 'the requesting party'} for a new link.`,
        severity: 'error',
      };
    }
    case 'gls/not-found':
      return {
        heading: 'Verification not found',
        message: 'We could not find this verification. Please check that you opened the right link.',
        severity: 'error',
      };
    case 'unactivated':
      return {
        heading: 'No account found',
        message: 'There is no account for this email address. Please contact your administrator.',
        severity: 'error',
      };
    // The reasons below redirect automatically; the text is what stands under the spinner's
    // accessible label and what the CLI explains.
    case 'unknown-request':
      return LINK_EXPIRED;
    case 'gls/unauthorized':
    case 'gls/forbidden':
      return { heading: 'Unauthorized', message: HTTP_MESSAGES.glsUnauthorized, severity: 'error' };
    case 'gls/session-expired':
      return {
        heading: 'Session expired',
        message: SESSION_EXPIRED_SNACKBAR,
        severity: 'error',
      };
    default:
      return assertNever(reason, 'error reason');
  }
}

/**
 * The error page's ways forward (see waysForward). Ours: spec 000 §8 names no buttons; the words
 * are the ones the product issue asks for.
 */
export const WAY_FORWARD_LABELS = {
  tryAgain: 'Try again',
  backToQuestions: 'Back to your questions',
} as const;
