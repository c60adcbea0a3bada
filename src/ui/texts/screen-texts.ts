import { catalogue } from '../../domain/language/translation';

/**
 * The texts of the checkout, waiting-for-results, thank-you, status, business landing and legacy notice screens
 * that the domain catalogues do not hold. Where spec 000 quotes a text it is used word for word
 * (marked 'spec'); every other one is ours, worded as an applicant expects, and marked so.
 */
export const SCREEN_TEXTS = catalogue('SCREEN_TEXTS', {
  checkout: {
    /** Spec 000 §2 'Checkout form': the field names. */
    name: 'Name',
    card: 'Card',
    expiry: 'Expiry',
    cvc: 'CVC',
    zip: 'Zip',
    /** Ours: the heading (the route title is 'Checkout'). */
    heading: 'Checkout',
    /** Ours: the line above the form naming what is paid. */
    amountDue: (amount: string): string => `Amount due: ${amount}`,
    /** Ours: format hints under the plain card inputs. */
    expiryHint: 'MM/YY',
    /** Ours: the pending label of the Pay button. */
    paying: 'Processing payment...',
    /** Ours: a provider that could not load. */
    providerFailed: 'The payment form could not load. Please refresh the page and try again.',
  },
  finishing: {
    /** Spec is silent on the waiting-for-results screen's texts: ours. */
    heading: "We're processing your information",
    message: 'This usually takes a few seconds. Please keep this page open.',
  },
  status: {
    /** Ours: the heading of the request status page (route title 'Status'). */
    heading: 'Verification status',
    /** Ours: the accessible name of the timeline list. */
    timeline: 'Verification progress',
    /** Ours: what each step's state says in words (not only by colour). */
    stepState: {
      success: 'Done',
      ongoing: 'In progress',
      error: 'Stopped',
      disabled: 'Not started',
    },
    /** Ours: the status and dates list under the timeline (the status named in the spec's labels). */
    statusIs: 'Status',
    daysProcessing: 'Days processing',
    requestedOn: 'Requested on',
    submittedOn: 'Submitted on',
    completedOn: 'Completed on',
    /** Spec 000 §2: the section heading. */
    whatHappensNext: 'What happens next?',
    /** Ours: the text of 'What happens next?' for each display state. */
    next: {
      new: 'Please complete the requested information so your verification can begin.',
      processing:
        'We are verifying your information with official sources. This page updates on its own; ' +
        'you will also be notified once your submission has finished processing.',
      complete: 'Your results have been sent. There is nothing more you need to do.',
      timeout: 'If you still need to be verified, please ask the business that requested it to send a new request.',
      canceled: 'If you still need to be verified, please ask the business that requested it to send a new request.',
      attempts_exceeded:
        'If you still need to be verified, please ask the business that requested it to send a new request.',
    },
    /** Ours: the processing-delay notices of spec 000 §4 (7 days; 13 days with a support ticket link). */
    delay7: 'Verification is taking longer than usual. Some official sources can take a few more days to respond.',
    delay13: 'Verification is taking much longer than usual.',
    supportTicket: 'Open a support ticket',
    /** Ours: the footer's heading and the labels before the email and the phone. */
    needHelp: 'Need help?',
    email: 'Email:',
    phone: 'Phone:',
  },
  terminated: {
    /** Spec 000 §2 names the terminated page's parts; the wording is ours. */
    heading: 'This link is no longer available',
    lead: 'The verification request this link belonged to has been closed.',
    reasonsHeading: 'Possible reasons',
    reasons: (business: string): readonly string[] => [
      'Your coverage has already been evaluated.',
      `${business} has sent you a newer email with a new link.`,
    ],
    nextHeading: 'Next steps',
    next: (business: string): readonly string[] => [
      'Fill in our customer support form.',
      `Check your inbox for a newer email from ${business}.`,
      'Contact your insurance broker.',
      `Contact ${business}.`,
    ],
    /** Ours: used when the issuer has no display name. */
    theBusiness: 'the business',
    contactHeading: (business: string): string => `Contact ${business}`,
    supportForm: 'Customer support form',
    privacyHeading: 'Privacy policy',
  },
  landing: {
    /** Spec is silent on the business landing page's texts: ours ('sign-in-with-account', a Google account). */
    heading: 'Sign in to continue your application',
    lead: 'Sign in with the Google account you use for your business to continue.',
    signIn: 'Sign in with Google',
  },
  loggedOut: {
    /**
     * Ours: the page after 'Log out' (spec 000 §6 says the applicant logs out, not where to). It says
     * the session ended and that the original link brings the applicant back, worded as the
     * direct-to-original-link page is (spec 000 §8).
     */
    heading: 'You have logged out',
    message:
      'Your session on this device has ended. To come back, return to the text or email where you received ' +
      'your request and click the original link.',
  },
  legacyNotice: {
    /** Ours: the heading of the legacy google-login notice (route title 'Welcome'); spec 000 §1 summarises the page. */
    heading: 'We no longer take applications here',
    /** Ours, after spec 000 §1: the site no longer takes applications and points to the ads dashboard. */
    message:
      'This site no longer takes business verification applications. Please go to your ads dashboard to ' +
      'continue with your application.',
    /** Ours: the link to the configured ads dashboard. */
    dashboardLink: 'Go to your ads dashboard',
  },
} as const);
