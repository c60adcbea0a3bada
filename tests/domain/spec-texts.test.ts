import { ASSESSMENT_TEXTS } from '../../src/domain/assessment/assessment-texts';
import { BUSINESS_MESSAGES } from '../../src/domain/business/messages';
import { CHAT_TEXTS } from '../../src/domain/chat/messages';
import { CONSENT_TEXTS } from '../../src/domain/consent/consent-texts';
import { DELEGATION_MESSAGES } from '../../src/domain/errors/delegation-messages';
import { ERROR_ACTION_TEXTS } from '../../src/domain/errors/error-actions';
import { errorText } from '../../src/domain/errors/error-catalogue';
import { HTTP_MESSAGES } from '../../src/domain/errors/http-failure';
import {
  ID_SCREEN_MESSAGES,
  IMAGE_PROBLEM_MESSAGES,
  LICENSE_SUPPORT_TEXTS,
  LIVENESS_MESSAGES,
  UPLOAD_MESSAGES,
} from '../../src/domain/errors/question-messages';
import { FORM_LABELS, FORM_MESSAGES } from '../../src/domain/forms/messages';
import { CHECKOUT_TEXTS } from '../../src/domain/money/checkout';
import { QUESTION_TEXTS, SUBMIT_LABELS } from '../../src/domain/questions/messages';
import { overviewHeader, overviewIntro } from '../../src/domain/questions/overview-header';
import { SUBMISSION_TEXTS } from '../../src/domain/questions/submission-texts';
import { REQUEST_STATUS_MESSAGES } from '../../src/domain/request-status/messages';
import { THANK_YOU_TEXTS, thankYouTexts } from '../../src/domain/stage/thank-you';
import { BULK_EMAIL_TEXTS } from '../../src/domain/validation/bulk-email';
import { LICENSE_TEXTS } from '../../src/domain/validation/license-number';
import { VALIDATION_MESSAGES } from '../../src/domain/validation/messages';
import { PAST_NAME_TEXTS } from '../../src/domain/validation/past-name';
import { STATEMENT_OF_TRUTH_TEXTS } from '../../src/domain/validation/statement-of-truth';
import { UTILITY_TEXTS } from '../../src/domain/validation/utility-credentials';

/**
 * Every user-visible text the spec quotes that the domain holds, against the spec's own words
 * written out here (copied from the spec documents, never from the code), so a changed word in a
 * catalogue fails here whatever the other tests compare it with. The texts the UI's own catalogues
 * hold are in tests/ui/texts/spec-texts.test.tsx. Each row: where the spec quotes it, the value
 * the code gives, the spec's words.
 */
const SPEC_TEXTS: readonly (readonly [where: string, actual: string, spec: string])[] = [
  // Spec 000 §2 'Screens'
  ['000 §2 overview intro', overviewIntro(null), 'Action required to complete your profile'],
  ['000 §2 overview intro (summary)', overviewIntro('summary'), 'Action required to complete your summary'],
  ['000 §2 overview legend', QUESTION_TEXTS.legend, '* Required information'],
  [
    '000 §2 overview header (with a logo)',
    overviewHeader({
      issuerName: 'Acme',
      logoShown: true,
      questions: [{ attrType: 'core.ssn', complete: false, hasError: false, shareWith: [], metadata: {} }],
    }),
    'is requesting information from you',
  ],
  [
    '000 §2 overview header (issuer)',
    QUESTION_TEXTS.headerWithIssuer('Acme'),
    'Acme is requesting information from you',
  ],
  ['000 §2 overview header (all done)', QUESTION_TEXTS.headerAllSubmitted, 'Your information has been submitted'],
  ['000 §2 thank-you heading', THANK_YOU_TEXTS.heading('Acme'), 'Thank you for submitting your information to Acme'],
  [
    '000 §2 thank-you heading (no issuer)',
    thankYouTexts({ issuerName: null, confirmation: null }).heading,
    'Thank you for submitting your information to us',
  ],
  [
    '000 §2 thank-you message',
    THANK_YOU_TEXTS.message,
    'You will be notified once your submission has finished processing.',
  ],
  [
    '000 §2 leaving while submitting',
    SUBMISSION_TEXTS.leaveWhileSubmitting,
    'Your data are still not sent. Do you want to abort the submission?',
  ],
  // Spec 000 §2 'Business-listing form'
  ['000 §2 business submit', BUSINESS_MESSAGES.submitAndContinue, 'Submit and continue to the next step'],
  ['000 §2 business timeline canceled', BUSINESS_MESSAGES.steps.canceled, 'Application Canceled'],
  ['000 §2 business timeline step 1', BUSINESS_MESSAGES.steps.collect, 'Collect Applicant Information'],
  ['000 §2 business timeline step 2', BUSINESS_MESSAGES.steps.processing, 'Processing Background Checks'],
  ['000 §2 business timeline step 3', BUSINESS_MESSAGES.steps.results, 'Results sent to Google'],
  ['000 §2 business learn more', BUSINESS_MESSAGES.learnMore, 'Learn more'],
  ['000 §2 single-email section', BUSINESS_MESSAGES.singleOwnerSection, 'business owner(s)'],
  ['000 §2 email links', BUSINESS_MESSAGES.emailLinksToAll, 'Email Submission Links to All Users'],
  ['000 §2 column Email', BUSINESS_MESSAGES.columns.email, 'Email'],
  ['000 §2 column Submission status', BUSINESS_MESSAGES.columns.submissionStatus, 'Submission status'],
  ['000 §2 column Email Link', BUSINESS_MESSAGES.columns.emailLink, 'Email Link'],
  ['000 §2 column Delete', BUSINESS_MESSAGES.columns.delete, 'Delete'],
  ['000 §2 status pending', BUSINESS_MESSAGES.submissionStatus.pending, 'Pending Submission'],
  ['000 §2 status submitted', BUSINESS_MESSAGES.submissionStatus.submitted, 'Submission Received'],
  ['000 §2 link cell Send', BUSINESS_MESSAGES.send, 'Send'],
  ['000 §2 link cell Sent!', BUSINESS_MESSAGES.sent, 'Sent!'],
  ['000 §2 primary mark', BUSINESS_MESSAGES.primaryMark, '- PRIMARY'],
  [
    '000 §2 primary tooltip',
    BUSINESS_MESSAGES.primaryOwnerTooltip,
    'The Primary Business Owner cannot be removed from the roster',
  ],
  [
    '000 §2 add owner or partner',
    BUSINESS_MESSAGES.addLabels.ownerOrPartner,
    'Add new business owner or senior partner',
  ],
  ['000 §2 add owner', BUSINESS_MESSAGES.addLabels.owner, 'Add new business owner'],
  ['000 §2 add employee', BUSINESS_MESSAGES.addLabels.employee, 'Add new employee'],
  ['000 §2 owner question', BUSINESS_MESSAGES.ownerConfirmation.question, 'a Business Owner and not an Employee'],
  ['000 §2 owner choice', BUSINESS_MESSAGES.ownerConfirmation.owner, 'Business Owner'],
  ['000 §2 employee choice', BUSINESS_MESSAGES.ownerConfirmation.employee, 'Employee'],
  ['000 §2 resume modal', BUSINESS_MESSAGES.resume.title, 'Click "Continue" to resume your submission'],
  ['000 §2 resume later', BUSINESS_MESSAGES.resume.continueLater, 'Continue later'],
  ['000 §2 resume continue', BUSINESS_MESSAGES.resume.continue, 'Continue'],
  ['000 §2 immediate case', BUSINESS_MESSAGES.immediateCase, 'Working on your request'],
  // Spec 000 §2 'Chat widget', §4 'Chat', §5
  ['000 §2 chat greeting', CHAT_TEXTS.greeting, "Hi, I'm Evie! Need Help?"],
  ['000 §2 chat title', CHAT_TEXTS.title, 'Chat with Evie - Virtual Assistant'],
  ['000 §2 chat input', CHAT_TEXTS.placeholder, 'Type your message'],
  ['000 §4 chat welcome', CHAT_TEXTS.welcome, "Hey there! I'm Evie. Your virtual assistant. How can I help?"],
  [
    '000 §4 chat failure',
    CHAT_TEXTS.failure,
    "I'm currently grabbing a coffee and away from my desk. Don't worry, I'll be back soon! In the meantime, reach out to support for any immediate questions or concerns.",
  ],
  ['000 §5 chat view more', CHAT_TEXTS.viewMore, 'View More'],
  ['000 §5 chat ellipsis', CHAT_TEXTS.ellipsis, '...'],
  // Spec 000 §4 'Request status'
  ['000 §4 timeline note timeout', REQUEST_STATUS_MESSAGES.notes.noInformation, 'No information was provided'],
  ['000 §4 timeline note canceled', REQUEST_STATUS_MESSAGES.notes.canceled, 'Verification canceled'],
  [
    '000 §4 alert timeout',
    REQUEST_STATUS_MESSAGES.alerts.timeout,
    'This verification has expired due to lack of response',
  ],
  [
    '000 §4 alert processing',
    REQUEST_STATUS_MESSAGES.alerts.processing,
    'Your information is being verified with official sources',
  ],
  [
    '000 §4 alert attempts',
    REQUEST_STATUS_MESSAGES.alerts.attemptsExceeded,
    'This verification has reached the maximum number of attempts',
  ],
  ['000 §4 alert canceled', REQUEST_STATUS_MESSAGES.alerts.canceled, 'This verification has been canceled'],
  [
    '000 §4 alert complete',
    REQUEST_STATUS_MESSAGES.alerts.complete,
    'Your information verification has completed successfully',
  ],
  ['000 §4 label new', REQUEST_STATUS_MESSAGES.storedStatusLabels.new, 'New'],
  ['000 §4 label pending', REQUEST_STATUS_MESSAGES.storedStatusLabels.pending, 'Pending'],
  ['000 §4 label in process', REQUEST_STATUS_MESSAGES.storedStatusLabels.in_process, 'In Process'],
  ['000 §4 label complete', REQUEST_STATUS_MESSAGES.storedStatusLabels.complete, 'Complete'],
  ['000 §4 label timeout', REQUEST_STATUS_MESSAGES.storedStatusLabels.timeout, 'Timed Out'],
  // Spec 000 §5
  ['000 §5 invalid email', VALIDATION_MESSAGES.invalidEmail, 'Invalid email'],
  ['000 §5 required', VALIDATION_MESSAGES.required, 'This value is required'],
  ['000 §5 duplicate email', BUSINESS_MESSAGES.duplicateEmail, 'This e-mail address is already used'],
  [
    '000 §5 primary owner delete',
    BUSINESS_MESSAGES.cannotDeletePrimaryOwner,
    "You can't delete primary business owner",
  ],
  ['000 §5 card field review', CHECKOUT_TEXTS.reviewField, 'Please review this field'],
  // Spec 000 §8 error page
  ['000 §8 direct-to-original-link', errorText('direct-to-original-link').heading, 'Please use your original link.'],
  ['000 §8 page-not-found', errorText('page-not-found').heading, "That doesn't seem to be here."],
  ['000 §8 submission-failed', errorText('submission-failed').heading, 'Submission failed'],
  ['000 §8 unauthorized-ido', errorText('unauthorized-ido').heading, 'Unauthorized'],
  ['000 §8 facetec-device-locked-out', errorText('facetec-device-locked-out').heading, 'Limits exceeded'],
  ['000 §8 unexpected heading', errorText('unexpected').heading, 'Uh oh, something went wrong!'],
  [
    '000 §8 unexpected message',
    errorText('unexpected').message,
    "We're currently working on this, and should have things back to normal soon. Please try again later.",
  ],
  ['000 §8 request-timeout', errorText('request-timeout').heading, 'This request link is no longer valid'],
  [
    '000 §8 session expired snackbar',
    ERROR_ACTION_TEXTS.sessionExpiredSnackbar,
    'Your session has expired, please log in again.',
  ],
  // Spec 000 §8 'HTTP handling'
  ['000 §8 status 0', HTTP_MESSAGES.cancelled, 'Network issue: request cancelled'],
  ['000 §8 missing session', HTTP_MESSAGES.noSession, 'Session not established.'],
  ['000 §8 business 401/403', HTTP_MESSAGES.glsUnauthorized, 'You are not authorized for selected operation'],
  ['000 §8 business 404', HTTP_MESSAGES.glsNotFound, 'The requested resource is not found'],
  ['000 §8 business 440', HTTP_MESSAGES.glsSessionExpired, 'Your session has expired'],
  ['000 §8 unknown service type', HTTP_MESSAGES.unknownGlsServiceType, 'Unknown GLS service type'],
  [
    '000 §8 invalid business address',
    HTTP_MESSAGES.invalidBusinessAddress,
    'The address you entered does not match a known address. Please enter the business address as it appears on Google Maps.',
  ],
  ['000 §8 date fallback', ASSESSMENT_TEXTS.defaultChargeDate, 'Date Not Found'],
  ['000 §8 offense fallback', ASSESSMENT_TEXTS.defaultChargeName, 'Offense Not found'],
  // Spec 000 §8 and 001 §8 'Delegation messages'
  ['000 §8 delegation no session', DELEGATION_MESSAGES.noSession, "We couldn't send a text. Please refresh the page."],
  [
    '000 §8 delegation bad number',
    DELEGATION_MESSAGES.badNumber,
    "We couldn't send a text. Please check your phone number.",
  ],
  [
    '000 §8 delegation limit',
    DELEGATION_MESSAGES.limitReached,
    "We already sent a text. If you don't see one, please refresh the page.",
  ],
  ['000 §8 delegation success', DELEGATION_MESSAGES.success, 'Check your phone, we just sent a text.'],
  [
    '000 §8 delegation failure',
    DELEGATION_MESSAGES.failure,
    'SMS not sent. Try again in a few minutes or try opening the link in the verification email directly on a mobile device. If any issues persist, contact support',
  ],
  // Spec 001 §2 and §2.1
  ['001 §2 do this later', QUESTION_TEXTS.doThisLater, 'Do this later'],
  ['001 §2 submitting', SUBMIT_LABELS.submitting, 'Submitting…'],
  ['001 §2 last question', SUBMIT_LABELS.lastQuestion, 'Submit and Complete'],
  ['001 §2 continue', SUBMIT_LABELS.continue, 'Continue'],
  ['001 §2.1 past name', PAST_NAME_TEXTS.checkbox, 'I have a maiden name or previous name to report'],
  ['001 §2.1 clear emails', BULK_EMAIL_TEXTS.clearEmails, 'Clear Emails'],
  [
    '001 §2.1 bulk email certification',
    BULK_EMAIL_TEXTS.certification,
    'I certify that the information above is complete and accurate.',
  ],
  ['001 §2.1 consent heading', CONSENT_TEXTS.heading, 'Background Check Disclosure & Authorization'],
  ['001 §2.1 default disclosure', CONSENT_TEXTS.defaultDisclosureHeading, 'APPLICANT DISCLOSURE STATEMENT'],
  ['001 §2.1 consent checkbox', CONSENT_TEXTS.acceptCheckbox, 'I have read and accept this disclosure'],
  ['001 §2.1 consent submit', CONSENT_TEXTS.submit, 'Authorize'],
  ['001 §2.1 free copy', CONSENT_TEXTS.freeCopyCheckbox, 'I wish to receive a free copy of the report'],
  ['001 §2.1 academic placeholder', VALIDATION_MESSAGES.academicRequired, 'Type and select a known institution'],
  ['001 §2.1 utility label', UTILITY_TEXTS.autocompleteLabel, 'Utility providers'],
  ['001 §2.1 utility unavailable', UTILITY_TEXTS.unavailable, 'Sorry, this utility provider is not available'],
  ['001 §2.1 utility submit', UTILITY_TEXTS.submit, 'Authorize'],
  ['001 §2.1 charge counter', ASSESSMENT_TEXTS.chargeOfCount(2, 3), 'Charge 2 of 3'],
  ['001 §2.1 next charge', ASSESSMENT_TEXTS.continueToNextCharge, 'Continue to the next charge'],
  ['001 §2.1 last charge', ASSESSMENT_TEXTS.save, 'Save'],
  // Spec 001 §5
  ['001 §5.1 SSN', VALIDATION_MESSAGES.ssn, 'SSN must be 9 numeric characters ex ###-##-#### and a valid SSN'],
  [
    '001 §5.15 statement of truth',
    STATEMENT_OF_TRUTH_TEXTS.defaultText,
    'By submitting this form I attest that the information contained herein is accurate, and the policy is active and in good standing',
  ],
  ['001 §5.16 licence error', LICENSE_TEXTS.incorrectFormat('RN.312345'), 'Incorrect format. Eg. RN.312345'],
  ['001 §5.16 licence hint', LICENSE_TEXTS.hint('RN.312345'), 'Eg. RN.312345'],
  // Spec 001 §8
  [
    '001 §8 upload snackbar',
    UPLOAD_MESSAGES.filesRejected(['a.pdf', 'b.png']),
    'The following files are empty, corrupted or unsupported: a.pdf, b.png.',
  ],
  [
    '001 §8 selfie snackbar',
    UPLOAD_MESSAGES.selfieRejected('me.png'),
    'Selected file is empty, corrupted or unsupported: me.png.',
  ],
  ['001 §8 too large', UPLOAD_MESSAGES.tooLarge, 'Too large image. Only image smaller than 10 MB can be uploaded.'],
  [
    '001 §8 unprocessable ID',
    UPLOAD_MESSAGES.unprocessableId,
    'An error occurred processing this file. Please try again or use a different file',
  ],
  ['001 §8 empty', IMAGE_PROBLEM_MESSAGES.empty, 'Empty original ID scan detected'],
  ['001 §8 empty-processed', IMAGE_PROBLEM_MESSAGES['empty-processed'], 'Invalid file passed'],
  ['001 §8 corrupted', IMAGE_PROBLEM_MESSAGES.corrupted, 'Image could not be rendered'],
  [
    '001 §8 licence support',
    `${LICENSE_SUPPORT_TEXTS.trouble} ${LICENSE_SUPPORT_TEXTS.contactUs}`,
    'Trouble submitting your License Number? Contact us here.',
  ],
  ['001 §8 glare', ID_SCREEN_MESSAGES.glare, 'Too much glare in the photo(s)'],
  ['001 §8 blurry', ID_SCREEN_MESSAGES.blurry, 'Photo(s) too blurry'],
  ['001 §8 blurry and glare', ID_SCREEN_MESSAGES.blurryAndGlare, 'Photo(s) too blurry and has/have glare'],
  [
    '001 §8 ID heading',
    ID_SCREEN_MESSAGES.unprocessedHeading,
    'We received your submission, but were unable to process your identity document',
  ],
  ['001 §8 ID unknown', ID_SCREEN_MESSAGES.unknown, "We're having trouble detecting your ID"],
  [
    '001 §8 ID persistent',
    ID_SCREEN_MESSAGES.persistent,
    "Looks like we're having trouble getting a clear image. Do you want to try again to get a better image, or just use this one?",
  ],
  ['001 §8 liveness expired', LIVENESS_MESSAGES.expired, 'The request has expired, please try again.'],
  ['001 §8 liveness portrait', LIVENESS_MESSAGES.portrait, 'Please hold your device in portrait mode and try again.'],
  [
    '001 §8 liveness too many',
    LIVENESS_MESSAGES.tooManyRequests,
    'Too many requests encountered, please try again in few minutes.',
  ],
  ['001 §8 liveness camera', LIVENESS_MESSAGES.enableCamera, 'Please enable your camera and try again.'],
  [
    '001 §8 liveness running',
    LIVENESS_MESSAGES.sessionRunning,
    'There was already a video selfie session running, please finish the previous one first.',
  ],
  ['001 §8 liveness tries', LIVENESS_MESSAGES.triesRemaining(3), 'You have 3 tries remaining'],
  // Spec 001 §10.4 and §10.5
  ['001 §10.4 required', FORM_MESSAGES.required, 'This field is required'],
  ['001 §10.4 required label', FORM_LABELS.required, '(Required)'],
  ['001 §10.4 unknown', FORM_MESSAGES.unknown, 'This field is invalid'],
  ['001 §10.4 email', FORM_MESSAGES.email, 'Please enter valid email'],
  ['001 §10.4 non-email', FORM_MESSAGES.notEmail, '{fieldName} cannot be email'],
  ['001 §10.4 non-email field', FORM_LABELS.thisField, 'This field'],
  ['001 §10.4 number', FORM_MESSAGES.number, 'Please enter only numbers (e.g. 123)'],
  ['001 §10.4 integer', FORM_MESSAGES.integer, 'Please enter only integer (e.g. 123)'],
  ['001 §10.4 minimum', FORM_MESSAGES.minimum, "Value can't be smaller than {minimum}"],
  ['001 §10.4 maximum', FORM_MESSAGES.maximum, "Value can't be bigger than {maximum}"],
  ['001 §10.4 multiple', FORM_MESSAGES.multipleOf, 'Value should be multiple of {multipleOf}'],
  ['001 §10.4 phone', FORM_MESSAGES.phone, 'Please enter valid phone number'],
  ['001 §10.4 too short', FORM_MESSAGES.textTooShort, 'Entered text is too short'],
  ['001 §10.4 too long', FORM_MESSAGES.textTooLong, 'Entered text is too long'],
  ['001 §10.4 image', FORM_MESSAGES.imageTooBig, 'Provided image is too big'],
  ['001 §10.2 add', FORM_LABELS.addItem, 'ADD'],
  ['001 §10.5 date placeholder', FORM_LABELS.datePlaceholder, 'MM/DD/YYYY'],
  ['001 §10.5 colour hint', FORM_LABELS.colorHint, 'HEX color (ex. #3ab4fc)'],
  ['001 §10.5 image processing', FORM_LABELS.imageProcessing, 'Processing...'],
  ['001 §10.5 image upload', FORM_LABELS.imageUpload, 'Upload'],
  ['001 §10.5 image replace', FORM_LABELS.imageReplace, 'Replace'],
  ['001 §10.5 image none', FORM_LABELS.imageNone, 'No file uploaded'],
  ['001 §10.5 rich text placeholder', FORM_LABELS.richTextPlaceholder, 'Enter text here'],
  ['001 §10.5 dropdown empty', FORM_LABELS.noResults, 'No results'],
  ['001 §10.5 select all', FORM_LABELS.selectAll, 'SELECT ALL'],
  ['001 §10.5 clear', FORM_LABELS.clear, 'CLEAR'],
  ['001 §10.5 cancel', FORM_LABELS.cancel, 'Cancel'],
  ['001 §10.5 apply', FORM_LABELS.apply, 'Apply'],
  ['001 §10.2 yes', FORM_LABELS.yes, 'Yes'],
  ['001 §10.2 no', FORM_LABELS.no, 'No'],
];

describe("the spec's own words (every quoted text the domain holds)", () => {
  it.each(SPEC_TEXTS)('%s', (_where, actual, spec) => {
    expect(actual).toBe(spec);
  });
});
