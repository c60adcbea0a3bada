import { BUSINESS_MESSAGES } from '../../domain/business/messages';
import type { SubmitBlocker } from '../../domain/business/case-questions';
import { catalogue } from '../../domain/language/translation';

/**
 * A section name as a heading: the spec's words with a capital first letter. Spec 000 §2 names the
 * sections inside a sentence, in lower case; a heading starts with a capital, and it is written so
 * in the text itself (not by CSS text-transform or ::first-letter), so that what screen readers
 * read and what the page shows are the same words.
 */
const asHeading = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The business form's texts that are not in BUSINESS_MESSAGES. Section names come from spec 000
 * §2 'Business-listing (local-services) form' word for word, as headings (asHeading);
 * everything marked 'ours' is not given by the spec.
 */
export const BUSINESS_TEXTS = catalogue('BUSINESS_TEXTS', {
  /** Ours: the page heading, with the business's name when the case has one. */
  heading: (businessName: string): string =>
    businessName.trim() === '' ? 'Business verification' : `Business verification for ${businessName.trim()}`,
  sections: {
    address: asHeading('business address'),
    ownersAndPartners: asHeading('business owners and senior partners'),
    employees: asHeading('employees'),
    /**
     * The spec's 'business owner(s)' (BUSINESS_MESSAGES.singleOwnerSection), written out: read from
     * that catalogue as this module loads, it could already hold another language (issue 28).
     */
    singleOwner: asHeading('business owner(s)'),
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
  /** Ours: a row's button while its addition or deletion runs, and its accessible name. */
  personCallShort: { adding: 'Adding…', deleting: 'Deleting…' },
  personCall: {
    adding: (email: string): string => `Adding ${email}…`,
    deleting: (email: string): string => `Deleting ${email}…`,
  },
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
  /** Ours: the progress bar's label and its visible figure (spec 000 §4 'Progress'). */
  progress: 'Overall progress',
  progressValue: (percent: number): string => `${percent}%`,
  help: 'Help',
  helpFor: (topic: string): string => ` with ${topic}`,
  /** Ours: the redirect-to-submission modal (spec 000 §2 names it, not its texts). */
  redirect: {
    title: 'Opening your submission',
    message: 'You are being taken to your own submission page.',
    link: 'Go to your submission',
  },
  /** Ours: the offer to move on to the user's own submission, shown while the rules allow it. */
  ownSubmission: {
    text: 'Your own background check is still waiting for your information.',
    button: 'Continue to your own submission',
  },
  /** Ours: the resume modal's explanation. */
  resumeMessage: 'We need more information from you to complete your submission.',
  /** Ours: the confirmation modal's title (the spec gives the question and the choices). */
  ownerConfirmationTitle: (email: string): string => `Is ${email} ${BUSINESS_MESSAGES.ownerConfirmation.question}?`,
  /** Ours: said when the case is finished and the form no longer changes (spec 000 §6). */
  complete: 'This application is finished; the form can no longer be changed.',
} as const);
