import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../../src/domain/shared/result';
import { failure, question } from '../../../application/fakes/fake-interview-service';
import { uiHarness } from '../../support/ui-harness';
import { NEXT_QUESTION, lastPosted } from '../../support/open-question';
import type { uiHarness as Harness } from '../../support/ui-harness';
import { expectAnnounced } from '../../support/announced';

type User = ReturnType<ReturnType<typeof Harness>['renderApp']>['user'];

async function openAssessment(offenses: { id: string | number; specificOffense?: string; effectiveDate?: string }[]) {
  const app = uiHarness();
  app.service.on('getCriminalOffenses', async () => ok(offenses));
  app.signIn([
    question('background.assessment', { type: 'individualized-assessment', metadata: { title: 'Assessment' } }),
    NEXT_QUESTION,
  ]);
  const { user } = app.renderApp('/question/background-assessment');
  await screen.findByLabelText(/^Age at the time of the offense/);
  return { app, user };
}

async function fillCharge(user: User) {
  await user.type(screen.getByLabelText(/^Age at the time of the offense/), '23');
  await user.type(screen.getByLabelText(/^Last position held/), 'Clerk');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('checkbox', { name: 'Other' }));
  await user.type(screen.getByLabelText(/^Other rehabilitation/), 'Volunteering');
  await user.type(screen.getByLabelText(/^Parole requirements/), 'None left');
  await user.type(screen.getByLabelText(/^Offense-related training/), 'Ethics course');
  await user.type(screen.getByLabelText(/^Substance abuse training/), 'n/a');
  await user.type(screen.getByLabelText(/^Additional rehabilitation efforts/), 'Mentoring');
  await user.type(screen.getByLabelText(/^Additional information/), 'Nothing else');
}

describe('the individualized assessment', () => {
  it('shows one page per charge with the navigator and its labels', async () => {
    const { app, user } = await openAssessment([
      { id: 'o1', specificOffense: 'Petty theft', effectiveDate: '2019-04-12' },
      { id: 'o2' },
    ]);
    expect(app.service.callsTo('getCriminalOffenses')).toEqual([['R1']]);
    expect(screen.getByRole('heading', { level: 2, name: 'Petty theft' })).toBeInTheDocument();
    // The offense's stored date, shown in the question layer's display format (spec 001 §9).
    expect(screen.getByText('4/12/2019')).toBeInTheDocument();
    expect(screen.queryByText('2019-04-12')).not.toBeInTheDocument();
    const navigator = screen.getByRole('navigation', { name: 'Charges' });
    expect(navigator).toHaveTextContent('Charge 1 of 2');
    expect(within(navigator).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    await user.click(within(navigator).getByRole('button', { name: 'Next' }));
    expect(navigator).toHaveTextContent('Charge 2 of 2');
    expect(screen.getByRole('heading', { level: 2, name: 'Offense Not found' })).toBeInTheDocument();
    expect(screen.getByText('Date Not Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(navigator).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('checks the page before moving on and sends every charge on Save', async () => {
    const { app, user } = await openAssessment([{ id: 'o1', specificOffense: 'Petty theft' }, { id: 7 }]);
    await user.click(screen.getByRole('button', { name: 'Continue to the next charge' }));
    const ageError = screen.getByText('Age at the time of the offense must be a whole number from 1 to 150');
    await expectAnnounced(ageError);
    expect(screen.getByLabelText(/^Age at the time of the offense/)).toHaveAccessibleDescription(ageError.textContent);
    expect(screen.getByRole('navigation', { name: 'Charges' })).toHaveTextContent('Charge 1 of 2');

    await fillCharge(user);
    await user.click(screen.getByRole('checkbox', { name: 'None' }));
    expect(screen.getByRole('checkbox', { name: 'Other' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Other' })).toBeDisabled();
    expect(screen.getByLabelText(/^Other rehabilitation/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue to the next charge' }));

    expect(screen.getByRole('navigation', { name: 'Charges' })).toHaveTextContent('Charge 2 of 2');
    await fillCharge(user);
    expect(app.service.callsTo('postAttributeData')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const sent = lastPosted(app) as Record<string, { value: Record<string, unknown>[] }>;
    const charges = sent['background.assessment']?.value ?? [];
    expect(charges.map((c) => [c.chargeID, c.chargeName, c.rehabilitationNone, c.rehabilitationOther])).toEqual([
      ['o1', 'Petty theft', true, null],
      [7, 'Offense Not found', false, 'Volunteering'],
    ]);
    expect(charges[1]).toMatchObject({ ageAtOffense: 23, isBonded: false, lastPosition: 'Clerk' });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });

  it('goes back to an unfinished charge when Save is pressed', async () => {
    const { app, user } = await openAssessment([{ id: 'a' }, { id: 'b' }]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillCharge(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('navigation', { name: 'Charges' })).toHaveTextContent('Charge 1 of 2');
    await expectAnnounced(screen.getByText(/must be a whole number from 1 to 150/, { selector: '.field__error' }));
    expect(app.service.callsTo('postAttributeData')).toHaveLength(0);
  });

  it('sends a single charge with Save and no navigator', async () => {
    const { app, user } = await openAssessment([{ id: 'only', specificOffense: 'Fraud' }]);
    expect(screen.queryByRole('navigation', { name: 'Charges' })).not.toBeInTheDocument();
    await fillCharge(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.service.callsTo('postAttributeData')).toHaveLength(1));
  });

  it('sends with Enter in an input, as the Save button does', async () => {
    const { app, user } = await openAssessment([{ id: 'only', specificOffense: 'Fraud' }]);
    await fillCharge(user);
    await user.type(screen.getByLabelText(/^Age at the time of the offense/), '{Enter}');
    await waitFor(() => expect(app.service.callsTo('postAttributeData')).toHaveLength(1));
  });

  it('keeps every answer when the send fails', async () => {
    const { app, user } = await openAssessment([{ id: 'only', specificOffense: 'Fraud' }]);
    app.service.on('postAttributeData', async () => failure(500, 'unexpected'));
    await fillCharge(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.service.callsTo('postAttributeData')).toHaveLength(1));
    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last position held/)).toHaveValue('Clerk');
    expect(screen.getByLabelText(/^Other rehabilitation/)).toHaveValue('Volunteering');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
