import { screen, waitFor, within } from '@testing-library/react';
import { question } from '../../../application/fakes/fake-interview-service';
import { lastPosted, openQuestion, submitButton } from '../../support/open-question';
import { expectAnnounced } from '../../support/announced';

const stateQuestion = question('license.state', { type: 'us-state', metadata: { title: 'State of licensure' } });

describe('the US state field', () => {
  it('lists the states, territories and DC by name', async () => {
    await openQuestion(stateQuestion, /^State/);
    const select = screen.getByRole('combobox', { name: /^State/ });

    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(58);
    expect(options[0]).toHaveTextContent('Select...');
    expect(within(select).getByRole('option', { name: 'District of Columbia' })).toHaveValue('DC');
    expect(within(select).getByRole('option', { name: 'Puerto Rico' })).toHaveValue('PR');
  });

  it('asks for a state once left empty, and sends the chosen code', async () => {
    const { app, user } = await openQuestion(stateQuestion, /^State/);
    const select = screen.getByRole('combobox', { name: /^State/ });

    await user.click(select);
    await user.tab();
    await expectAnnounced(screen.getByText('State is required'));
    expect(submitButton()).toBeDisabled();

    await user.selectOptions(select, 'Texas');
    expect(screen.queryByText('State is required')).not.toBeInTheDocument();
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({ 'license.state': { shareWith: ['acme'], value: 'TX' } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });
});
