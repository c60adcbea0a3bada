import { catalogue } from '../language/translation';
/**
 * The request status page's texts (spec 000 §4 'Status alerts', 'Status timeline', 'Stored request
 * statuses'). Only the status page's own modules read it, so it loads with the page.
 */
export const REQUEST_STATUS_MESSAGES = catalogue('REQUEST_STATUS_MESSAGES', {
  alerts: {
    timeout: 'This verification has expired due to lack of response',
    processing: 'Your information is being verified with official sources',
    attemptsExceeded: 'This verification has reached the maximum number of attempts',
    canceled: 'This verification has been canceled',
    complete: 'Your information verification has completed successfully',
  },
  /** Spec 000 §4 'Status timeline (four items)'. */
  steps: {
    'request-sent': 'Request sent',
    'information-received': 'Information received',
    verification: 'Verification',
    'results-sent': 'Results sent',
  },
  notes: {
    noInformation: 'No information was provided',
    canceled: 'Verification canceled',
  },
  storedStatusLabels: {
    new: 'New',
    pending: 'Pending',
    in_process: 'In Process',
    complete: 'Complete',
    timeout: 'Timed Out',
  },
  /** Ours: the spec names no label for these display states. */
  stateLabels: {
    canceled: 'Canceled',
    attemptsExceeded: 'Attempts exceeded',
  },
  /**
   * Ours: the rules of spec 000 §4 'Status alerts' (expiry after 30 days; two attempts, then
   * auto-cancel), as the status and thank-you pages state them and `attest request` prints them.
   */
  rules: {
    expiry: (days: number, on: string | null, expired: boolean) =>
      `A verification request expires ${days} days after it is sent` +
      (on === null ? '.' : `: this one ${expired ? 'expired' : 'expires'} on ${on}.`),
    attempts: (attempts: number) =>
      `Verification is attempted at most ${attempts === 2 ? 'two' : attempts} times; ` +
      'if it cannot be completed, the request is canceled automatically.',
  },
} as const);
