/** Spec 000 §2: leaving the page while a submission is in flight asks this first, word for word. */
export const LEAVE_WHILE_SUBMITTING = 'Your data are still not sent. Do you want to abort the submission?';
