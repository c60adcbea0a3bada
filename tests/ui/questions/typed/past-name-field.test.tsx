import { screen, waitFor } from '@testing-library/react';
import { question } from '../../../application/fakes/fake-interview-service';
import { lastPosted, openQuestion, submitButton } from '../../support/open-question';
import { expectAnnounced } from '../../support/announced';

const CHECKBOX = 'I have a maiden name or previous name to report';
const pastNameQuestion = question('core.pastname', { type: 'past-name', metadata: { title: 'Previous names' } });

describe('the past-name field', () => {
  it('can be submitted unticked at once, reporting no past name', async () => {
    const { app, user } = await openQuestion(pastNameQuestion, CHECKBOX);

    expect(screen.getByRole('checkbox', { name: CHECKBOX })).not.toBeChecked();
    expect(screen.queryByLabelText(/Previous first name/)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({ 'core.pastname': { shareWith: ['acme'], value: null } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });

  it('asks for the previous name once ticked, and sends it as a Name', async () => {
    const { app, user } = await openQuestion(pastNameQuestion, CHECKBOX);

    await user.click(screen.getByRole('checkbox', { name: CHECKBOX }));
    const first = screen.getByLabelText(/^Previous first name/);
    expect(first).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText('Previous middle name (optional)')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.type(first, 'Ann');
    await user.click(screen.getByLabelText(/^Previous last name/));
    await user.tab();
    await expectAnnounced(screen.getByText('Last name is required'));
    expect(screen.getByLabelText(/^Previous last name/)).toHaveAccessibleDescription('Last name is required');

    await user.type(screen.getByLabelText(/^Previous last name/), 'Smith');
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({
      'core.pastname': { shareWith: ['acme'], value: { $objectType: 'Name', first: 'Ann', middle: '', last: 'Smith' } },
    });
  });

  it('keeps the typed names hidden when unticked and brings them back when ticked again', async () => {
    const { user } = await openQuestion(pastNameQuestion, CHECKBOX);
    const box = screen.getByRole('checkbox', { name: CHECKBOX });

    await user.click(box);
    await user.type(screen.getByLabelText(/^Previous first name/), 'Ann');
    await user.click(box);
    expect(screen.queryByLabelText(/^Previous first name/)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    await user.click(box);
    expect(screen.getByLabelText(/^Previous first name/)).toHaveValue('Ann');
  });
});
