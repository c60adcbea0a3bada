import { screen, waitFor, within } from '@testing-library/react';
import { submissionOf } from '../../../application/fakes/fake-business-check-service';
import { glsFailure } from '../../../application/fakes/fake-business-check-service';
import { businessApp, openBusinessForm } from './business-harness';

describe('/overview with a business session', () => {
  it('shows the business form instead of the questions list, without loading the interview', async () => {
    const { app } = await openBusinessForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Business verification for Acme Plumbing' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Business address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Business owners and senior partners' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Employees' })).toBeInTheDocument();
    expect(app.business.callsTo('authorize')).toEqual([[42, 'code-1']]);
    expect(app.service.callsTo('loadInterview')).toHaveLength(0);
  });

  it('shows the loading screen while the case loads', async () => {
    const app = businessApp({ prepare: (a) => a.business.on('authorize', () => new Promise(() => undefined)) });
    app.renderApp('/overview');
    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the error page when the case cannot be read', async () => {
    await openBusinessForm({
      prepare: (a) => a.business.on('getCaseStatus', () => glsFailure(404, 'gls/not-found')),
      heading: /not found/i,
    });
    expect(screen.queryByRole('button', { name: 'Submit and continue to the next step' })).not.toBeInTheDocument();
  });

  it('shows the timeline once the form is sent', async () => {
    await openBusinessForm({ submission: submissionOf() });
    const timeline = screen.getByRole('list', { name: 'Application progress' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Collect Applicant Information (In progress)',
      'Processing Background Checks (Not started)',
      'Results sent to Google (Not started)',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it("shows 'Working on your request' for an immediate case, then moves on by itself", async () => {
    const app = await openBusinessForm({
      businessCase: { requiredChecks: { businessEntity: false, businessOwner: false, fieldWorkerCriminal: true } },
      heading: 'Working on your request',
    }).then((opened) => opened.app);
    await waitFor(() => expect(app.navigator.redirects).toEqual(['https://attest.example/interview/R9']));
    expect(app.business.callsTo('saveSubmission')).toHaveLength(1);
  });
});
