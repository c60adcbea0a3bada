import { BUSINESS_MESSAGES } from '../../../src/domain/business/messages';

describe('the business texts', () => {
  it('holds the texts of the business-listing form word for word', () => {
    expect(BUSINESS_MESSAGES).toMatchObject({
      submitAndContinue: 'Submit and continue to the next step',
      steps: {
        collect: 'Collect Applicant Information',
        processing: 'Processing Background Checks',
        results: 'Results sent to Google',
        canceled: 'Application Canceled',
      },
      learnMore: 'Learn more',
      emailLinksToAll: 'Email Submission Links to All Users',
      columns: { email: 'Email', submissionStatus: 'Submission status', emailLink: 'Email Link', delete: 'Delete' },
      submissionStatus: { pending: 'Pending Submission', submitted: 'Submission Received' },
      sent: 'Sent!',
      addLabels: {
        ownerOrPartner: 'Add new business owner or senior partner',
        owner: 'Add new business owner',
        employee: 'Add new employee',
      },
      resume: {
        title: 'Click "Continue" to resume your submission',
        continueLater: 'Continue later',
        continue: 'Continue',
      },
      immediateCase: 'Working on your request',
    });
  });
});
