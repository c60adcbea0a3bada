import { catalogue } from '../language/translation';

/**
 * Texts of the business-listing (local-services) flow, word for word from spec 000 §2
 * 'Business-listing (local-services) form', §5 and §8. Its Spanish twin is `messages.es.ts`; read
 * a text when it is shown (not into a constant), so a language switch reaches it.
 */
export const BUSINESS_MESSAGES = catalogue('BUSINESS_MESSAGES', {
  submitAndContinue: 'Submit and continue to the next step',
  steps: {
    // Spec 000 §2 numbers the steps 1, 2, 3; the timeline draws the numbers, not the titles.
    collect: 'Collect Applicant Information',
    processing: 'Processing Background Checks',
    results: 'Results sent to Google',
    canceled: 'Application Canceled',
  },
  learnMore: 'Learn more',
  singleOwnerSection: 'business owner(s)',
  emailLinksToAll: 'Email Submission Links to All Users',
  columns: {
    email: 'Email',
    submissionStatus: 'Submission status',
    emailLink: 'Email Link',
    delete: 'Delete',
  },
  submissionStatus: {
    pending: 'Pending Submission',
    submitted: 'Submission Received',
  },
  /** The link cell's button; the spec names it 'a Send button'. */
  send: 'Send',
  sent: 'Sent!',
  primaryMark: '- PRIMARY',
  primaryOwnerTooltip: 'The Primary Business Owner cannot be removed from the roster',
  cannotDeletePrimaryOwner: "You can't delete primary business owner",
  duplicateEmail: 'This e-mail address is already used',
  addLabels: {
    ownerOrPartner: 'Add new business owner or senior partner',
    owner: 'Add new business owner',
    employee: 'Add new employee',
  },
  ownerConfirmation: {
    question: 'a Business Owner and not an Employee',
    owner: 'Business Owner',
    employee: 'Employee',
  },
  resume: {
    title: 'Click "Continue" to resume your submission',
    continueLater: 'Continue later',
    continue: 'Continue',
  },
  immediateCase: 'Working on your request',
  /**
   * Ours: what leaving the business form asks while it holds unsent edits (browsers show their own
   * wording; kept for the older ones that show the page's). Spec 000 §2 gives only
   * LEAVE_WHILE_SUBMITTING, for a submission in flight.
   */
  leaveWithUnsentEdits: 'Your changes have not been sent yet. Leave the page and lose them?',
} as const);
