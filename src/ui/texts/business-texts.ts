import { BUSINESS_MESSAGES } from '../../domain/business/messages';
import type { CaseQuestionKind, SubmitBlocker } from '../../domain/business/case-questions';

/**
 * Spec is silent on the help articles' addresses (spec 000 §2: 'Help links to support articles
 * vary by step and question kind'): ours, under one example support address until the runtime
 * configuration carries a real one. Kept in one table (HELP_ARTICLES) so it is easy to change.
 */
export const HELP_BASE = 'https://support.attest.example/local-services';

/** Ours: one help article per question kind (spec 000 §3 attribute types of the business flow). */
export const HELP_ARTICLES: { readonly [K in CaseQuestionKind]: string } = {
  'gls.businessaddress': `${HELP_BASE}/business-address`,
  'gls.businessowners': `${HELP_BASE}/business-owners`,
  'gls.businessownersandfieldworkers': `${HELP_BASE}/owners-and-employees`,
  'gls.fieldworkers': `${HELP_BASE}/employees`,
};

/** Ours: one help article per timeline step; 'Learn more' of the processing step is its article. */
export const STEP_HELP_ARTICLES = {
  collect: `${HELP_BASE}/collecting-applicant-information`,
  processing: `${HELP_BASE}/background-checks`,
  results: `${HELP_BASE}/results`,
} as const;

/**
 * The business form's texts that are not in BUSINESS_MESSAGES. Section names come from spec 000
 * §2 'Business-listing (local-services) form' word for word (CSS capitalises the first letter);
 * everything marked 'ours' is not given by the spec.
 */
export const BUSINESS_TEXTS = {
  /** Ours: the page heading, with the business's name when the case has one. */
  heading: (businessName: string): string =>
    businessName.trim() === '' ? 'Business verification' : `Business verification for ${businessName.trim()}`,
  sections: {
    address: 'business address',
    ownersAndPartners: 'business owners and senior partners',
    employees: 'employees',
  },
  address: {
    /** Spec 000 §2 names the parts: street address, city, state dropdown, ZIP. */
    street: 'Street address',
    city: 'City',
    state: 'State',
    postcode: 'ZIP',
    /** Ours: the dropdown's empty first choice. */
    choose: 'Select a state',
  },
  /** Ours: the add input's hint (spec 000 §5: split on separators, added on Enter or blur). */
  addHint: 'Type or paste one or more e-mail addresses, separated by commas, spaces or new lines.',
  /** Ours: the add input's submit button, per section. */
  addTo: {
    owners: 'Add owners',
    fieldWorkers: 'Add employees',
  },
  /** Ours: what an invalid chip says, next to it and to screen readers. */
  invalidChip: 'Invalid email',
  removeChip: (email: string): string => `Remove ${email}`,
  /** Ours: announced when entries were typed or pasted. */
  chipsAnnounced: (valid: number, invalid: number): string =>
    invalid === 0
      ? `${valid} address${valid === 1 ? '' : 'es'} ready to add.`
      : `${valid} address${valid === 1 ? '' : 'es'} ready to add, ${invalid} invalid.`,
  /** Ours: the accessible names of a row's controls. */
  deleteRow: (email: string): string => `Delete ${email}`,
  sendTo: (email: string): string => `Send the submission link to ${email}`,
  sending: (email: string): string => `Sending the link to ${email}`,
  notSent: 'Not sent',
  /** Ours: the single-email form's explanation. */
  singleOwnerHint: 'Only the primary business owner is listed for this business.',
  /** Ours: the outcome of 'Email Submission Links to All Users'. */
  linksSent: (emails: readonly string[]): string => `Links sent to ${emails.join(', ')}.`,
  linksFailed: (emails: readonly string[]): string =>
    `These addresses could not be reached: ${emails.join(', ')}. Check them, then send again.`,
  /** Ours: why 'Submit and continue to the next step' is disabled. */
  submitBlocked: {
    'nothing-to-submit': 'This case has nothing to submit.',
    address: 'Enter the business address to continue.',
    owners: 'Add a business owner to continue.',
    fieldWorkers: 'Add at least one employee to continue.',
    submitting: 'Submitting...',
    sent: 'Your business information has been submitted.',
  } satisfies { readonly [K in SubmitBlocker]: string },
  /** Ours: the timeline's heading and accessible name, and the help links. */
  timeline: 'Application progress',
  help: 'Help',
  helpFor: (topic: string): string => ` with ${topic}`,
  /** Ours: the redirect-to-submission modal (spec 000 §2 names it, not its texts). */
  redirect: {
    title: 'Opening your submission',
    message: 'You are being taken to your own submission page.',
    link: 'Go to your submission',
  },
  /** Ours: the resume modal's explanation. */
  resumeMessage: 'We need more information from you to complete your submission.',
  /** Ours: the confirmation modal's title (the spec gives the question and the choices). */
  ownerConfirmationTitle: (email: string): string => `Is ${email} ${BUSINESS_MESSAGES.ownerConfirmation.question}?`,
  /** Ours: said when the case is finished and the form no longer changes (spec 000 §6). */
  complete: 'This application is finished; the form can no longer be changed.',
} as const;
