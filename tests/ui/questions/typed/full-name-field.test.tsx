import { screen, waitFor } from '@testing-library/react';
import { question } from '../../../application/fakes/fake-interview-service';
import { lastPosted, openQuestion, submitButton } from '../../support/open-question';
import { expectAnnounced } from '../../support/announced';

const nameQuestion = question('core.fullname', { type: 'full-name', metadata: { title: 'Full legal name' } });

describe('the full-name field', () => {
  it('has first, optional middle and last name inputs with their autofill tokens', async () => {
    await openQuestion(nameQuestion, /^First name/);

    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/^First name/)).toBeRequired();
    expect(screen.getByLabelText('Middle name (optional)')).toHaveAttribute('autocomplete', 'additional-name');
    expect(screen.getByLabelText('Middle name (optional)')).not.toBeRequired();
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('autocomplete', 'family-name');
  });

  it('flags the missing part under its own input, only once that input was left', async () => {
    const { user } = await openQuestion(nameQuestion, /^First name/);

    await user.click(screen.getByLabelText(/^First name/));
    await user.tab();
    const firstError = screen.getByText('First name is required');
    await expectAnnounced(firstError);
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription('First name is required');

    await user.type(screen.getByLabelText(/^First name/), 'Ann');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    // The last name was not reached yet: its message waits.
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.click(screen.getByLabelText(/^Last name/));
    await user.tab();
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription('Last name is required');
  });

  it('sends the trimmed Name and moves on', async () => {
    const { app, user } = await openQuestion(nameQuestion, /^First name/);

    await user.type(screen.getByLabelText(/^First name/), ' Ann ');
    await user.type(screen.getByLabelText('Middle name (optional)'), 'Marie');
    await user.type(screen.getByLabelText(/^Last name/), 'Lee');
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({
      'core.fullname': {
        shareWith: ['acme'],
        value: { $objectType: 'Name', first: 'Ann', middle: 'Marie', last: 'Lee' },
      },
    });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });
});
