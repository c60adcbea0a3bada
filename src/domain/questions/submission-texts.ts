/** Spec 000 §2: leaving the page while a submission is in flight asks this first, word for word. */
export const LEAVE_WHILE_SUBMITTING = 'Your data are still not sent. Do you want to abort the submission?';

/** Ours: leaving a form whose edits were not sent yet (browsers show their own wording; kept for the older ones). */
export const LEAVE_WITH_UNSENT_EDITS = 'Your changes have not been sent yet. Leave the page and lose them?';
