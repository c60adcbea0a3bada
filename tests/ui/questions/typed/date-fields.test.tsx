import { screen, waitFor } from '@testing-library/react';
import { question } from '../../../application/fakes/fake-interview-service';
import { lastPosted, openQuestion, submitButton } from '../../support/open-question';
import { expectAnnounced } from '../../support/announced';

// The harness's clock reads 11/23/2026 (FakeTime).
const birthdayQuestion = question('core.dob', { type: 'birthday', metadata: { title: 'Date of birth' } });
const dateQuestion = question('employment.start', { type: 'date', metadata: { title: 'Start date' } });
const futureQuestion = question('insurance.expiry', { type: 'future-date', metadata: { title: 'Policy expiry date' } });

describe('the birthday field', () => {
  it('is a numeric MM/DD/YYYY input that autofills the birth date and adds the slashes itself', async () => {
    const { user } = await openQuestion(birthdayQuestion, /^Date of birth/);
    const input = screen.getByLabelText(/^Date of birth/, { selector: 'input' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'bday');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAccessibleDescription('Format: MM/DD/YYYY');

    await user.type(input, '04151990');
    expect(input).toHaveValue('04/15/1990');
    expect(screen.queryByRole('button', { name: 'Choose date' })).not.toBeInTheDocument();
  });

  it('refuses a date that is not before today, and sends a past date as year, month and day', async () => {
    const { app, user } = await openQuestion(birthdayQuestion, /^Date of birth/);
    const input = screen.getByLabelText(/^Date of birth/, { selector: 'input' });

    await user.type(input, '11/23/2026');
    await user.tab();
    await expectAnnounced(screen.getByText('Date of birth must be before today'));
    expect(submitButton()).toBeDisabled();

    await user.clear(input);
    await user.type(input, '1/5/1990');
    expect(input).toHaveValue('01/05/1990');
    expect(screen.queryByText('Date of birth must be before today')).not.toBeInTheDocument();
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({ 'core.dob': { shareWith: ['acme'], value: { year: 1990, month: 1, day: 5 } } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });
});

describe('the date field', () => {
  it('is labelled by the question, refuses a date not on the calendar and sends a real one', async () => {
    const { app, user } = await openQuestion(dateQuestion, /^Start date/);
    const input = screen.getByLabelText(/^Start date/, { selector: 'input' });
    expect(input).toHaveAttribute('autocomplete', 'off');

    await user.type(input, '02302020');
    await user.tab();
    expect(screen.getByText('Enter a date that exists on the calendar')).toBeInTheDocument();

    await user.clear(input);
    await user.tab();
    expect(screen.getByText('Date is required')).toBeInTheDocument();

    await user.type(input, '02292020');
    expect(screen.queryByText('Date is required')).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(lastPosted(app)).toEqual({
      'employment.start': { shareWith: ['acme'], value: { year: 2020, month: 2, day: 29 } },
    });
  });

  it('has a calendar beside its input that fills it in MM/DD/YYYY', async () => {
    const { app, user } = await openQuestion(dateQuestion, /^Start date/);
    const input = screen.getByLabelText(/^Start date/, { selector: 'input' });
    await user.type(input, '02102020');

    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('dialog', { name: 'Calendar' });
    // It opens on the typed date; the keys move a week on and pick.
    expect(screen.getByRole('button', { name: 'Monday, February 10, 2020' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(input).toHaveValue('02/18/2020');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();

    await user.click(submitButton());
    expect(lastPosted(app)).toEqual({
      'employment.start': { shareWith: ['acme'], value: { year: 2020, month: 2, day: 18 } },
    });
  });

  it('opens its calendar on today when nothing is typed, and closes it on Escape', async () => {
    const { user } = await openQuestion(dateQuestion, /^Start date/);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('dialog', { name: 'Calendar' });
    expect(screen.getByRole('button', { name: 'Monday, November 23, 2026' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Start date/, { selector: 'input' })).toHaveValue('');
  });

  it('explains the format when the date is typed another way', async () => {
    const { user } = await openQuestion(dateQuestion, /^Start date/);
    const input = screen.getByLabelText(/^Start date/, { selector: 'input' });

    await user.type(input, '2020-02-29');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Format: MM/DD/YYYY Enter the date as MM/DD/YYYY');
  });
});

describe('the future-date field', () => {
  it('refuses a past date and accepts today', async () => {
    const { app, user } = await openQuestion(futureQuestion, /^Policy expiry date/);
    const input = screen.getByLabelText(/^Policy expiry date/, { selector: 'input' });

    await user.type(input, '11222026');
    await user.tab();
    await expectAnnounced(screen.getByText('Date must be today or later'));
    expect(submitButton()).toBeDisabled();

    await user.clear(input);
    await user.type(input, '11232026');
    expect(screen.queryByText('Date must be today or later')).not.toBeInTheDocument();
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({
      'insurance.expiry': { shareWith: ['acme'], value: { year: 2026, month: 11, day: 23 } },
    });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });
});
