import { screen, waitFor } from '@testing-library/react';
import { failure, question } from '../../../application/fakes/fake-interview-service';
import { lastPosted, openQuestion, submitButton } from '../../support/open-question';
import { expectAnnounced } from '../../support/announced';

const SSN_ERROR = 'SSN must be 9 numeric characters ex ###-##-#### and a valid SSN';
const ssnQuestion = question('core.ssn', { type: 'ssn', metadata: { title: 'Social Security Number' } });
const ssnInput = () => screen.getByLabelText(/^Social Security Number/, { selector: 'input' });

describe('the SSN field', () => {
  it('is a masked numeric input without autofill, with its format as a hint', async () => {
    await openQuestion(ssnQuestion, /^Social Security Number/);

    const input = ssnInput();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).not.toHaveAttribute('type', 'password');
    expect(input.style.getPropertyValue('-webkit-text-security')).toBe('disc');
    expect(input).toHaveAccessibleDescription('Format: ###-##-####. An ITIN is accepted too.');
  });

  it('shows and hides the digits with the eye toggle', async () => {
    const { user } = await openQuestion(ssnQuestion, /^Social Security Number/);
    const toggle = screen.getByRole('button', { name: 'Show Social Security Number' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(ssnInput().style.getPropertyValue('-webkit-text-security')).toBe('');

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(ssnInput().style.getPropertyValue('-webkit-text-security')).toBe('disc');
  });

  it('waits while a short number is typed, and flags it once the field is left', async () => {
    const { user } = await openQuestion(ssnQuestion, /^Social Security Number/);

    await user.type(ssnInput(), '536-22');
    expect(screen.queryByText(SSN_ERROR)).not.toBeInTheDocument();

    await user.tab();
    await expectAnnounced(screen.getByText(SSN_ERROR));
    expect(ssnInput()).toHaveAttribute('aria-invalid', 'true');
    expect(ssnInput()).toHaveAccessibleDescription(expect.stringContaining(SSN_ERROR));
    expect(submitButton()).toBeDisabled();
  });

  it('flags an invalid number as soon as it has 9 digits, even while typing', async () => {
    const { user } = await openQuestion(ssnQuestion, /^Social Security Number/);

    await user.type(ssnInput(), '66622184');
    expect(screen.queryByText(SSN_ERROR)).not.toBeInTheDocument();
    await user.type(ssnInput(), '7');
    expect(ssnInput()).toHaveFocus();
    expect(screen.getByText(SSN_ERROR)).toBeInTheDocument();

    await user.clear(ssnInput());
    await user.type(ssnInput(), '536-22-1847');
    expect(screen.queryByText(SSN_ERROR)).not.toBeInTheDocument();
  });

  it('shows nothing while the field is empty, even after leaving it', async () => {
    const { user } = await openQuestion(ssnQuestion, /^Social Security Number/);

    await user.click(ssnInput());
    await user.tab();
    expect(screen.queryByText(SSN_ERROR)).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('sends the nine digits and moves on to the next question', async () => {
    const { app, user } = await openQuestion(ssnQuestion, /^Social Security Number/);
    expect(submitButton()).toBeDisabled();

    await user.type(ssnInput(), '536-22-1847');
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({ 'core.ssn': { shareWith: ['acme'], value: '536221847' } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Next question' })).toBeInTheDocument();
  });

  it('keeps the typed number when the submission fails', async () => {
    const { app, user } = await openQuestion(ssnQuestion, /^Social Security Number/);
    app.service.on('postAttributeData', () => failure(500, 'unexpected'));

    await user.type(ssnInput(), '536 22 1847');
    await user.click(submitButton());

    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
    expect(ssnInput()).toHaveValue('536 22 1847');
    expect(submitButton()).toBeEnabled();
    expect(app.navigator.visited).not.toContain('/question/core-next');
  });
});
