import { screen, waitFor } from '@testing-library/react';
import { question } from '../../../application/fakes/fake-interview-service';
import { lastPosted, openQuestion, submitButton } from '../../support/open-question';
import { expectAnnounced } from '../../support/announced';

describe('the MMC reference number field', () => {
  const mmcQuestion = question('maritime.mmc', {
    type: 'mmc-reference-number',
    metadata: { title: 'Merchant Mariner Credential' },
  });
  const input = () => screen.getByLabelText(/^MMC reference number/);

  it('asks for 7 digits and sends them without separators', async () => {
    const { app, user } = await openQuestion(mmcQuestion, /^MMC reference number/);
    expect(input()).toHaveAttribute('inputmode', 'numeric');
    expect(input()).toHaveAccessibleDescription('7 digits');

    await user.type(input(), '123-45');
    await user.tab();
    await expectAnnounced(screen.getByText('MMC reference number must be 7 digits'));

    await user.type(input(), '67');
    expect(screen.queryByText('MMC reference number must be 7 digits')).not.toBeInTheDocument();
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({ 'maritime.mmc': { shareWith: ['acme'], value: '1234567' } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });
});

describe('the text field', () => {
  const textQuestion = question('employment.employer', { type: 'text', metadata: { title: 'Current employer' } });
  const input = () => screen.getByLabelText(/^Current employer/, { selector: 'input' });

  it('is labelled by the question, refuses blank text and sends it trimmed', async () => {
    const { app, user } = await openQuestion(textQuestion, /^Current employer/);
    expect(input()).toHaveAttribute('maxlength', '1024');

    await user.type(input(), '   ');
    await user.tab();
    await expectAnnounced(screen.getByText('This field is required'));
    expect(submitButton()).toBeDisabled();

    await user.type(input(), 'Acme Corp ');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({ 'employment.employer': { shareWith: ['acme'], value: 'Acme Corp' } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });

  it("is labelled 'Your answer' when the question has no title", async () => {
    await openQuestion(question('employment.untitled', { type: 'text', metadata: {} }), /^Your answer/);
    expect(screen.getByRole('heading', { level: 1, name: 'employment.untitled' })).toBeInTheDocument();
  });
});

describe('the email field', () => {
  const emailQuestion = question('contact.email', { type: 'email', metadata: { title: 'Contact email' } });
  const input = () => screen.getByRole('textbox', { name: /^Email address/ });

  it('is an email input with autofill and the 254-character limit', async () => {
    await openQuestion(emailQuestion, /^Email address/);
    expect(input()).toHaveAttribute('type', 'email');
    expect(input()).toHaveAttribute('autocomplete', 'email');
    expect(input()).toHaveAttribute('maxlength', '254');
  });

  it("flags an invalid address with 'Invalid email' and sends a valid one", async () => {
    const { app, user } = await openQuestion(emailQuestion, /^Email address/);

    await user.type(input(), 'ann@');
    await user.tab();
    await expectAnnounced(screen.getByText('Invalid email'));

    await user.clear(input());
    await user.tab();
    expect(screen.getByText('This value is required')).toBeInTheDocument();

    await user.type(input(), 'ann@example.com');
    expect(screen.queryByText('This value is required')).not.toBeInTheDocument();
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({ 'contact.email': { shareWith: ['acme'], value: 'ann@example.com' } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });
});

describe('the integer field', () => {
  const integerQuestion = question('employment.years', { type: 'integer', metadata: { title: 'Years employed' } });
  const input = () => screen.getByLabelText(/^Years employed/, { selector: 'input' });

  it('opens the numeric keypad, refuses leading zeros and sends a number', async () => {
    const { app, user } = await openQuestion(integerQuestion, /^Years employed/);
    expect(input()).toHaveAttribute('inputmode', 'numeric');

    await user.type(input(), '007');
    await user.tab();
    await expectAnnounced(screen.getByText('Enter a whole number using digits only, without leading zeros'));

    await user.clear(input());
    await user.type(input(), '12');
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({ 'employment.years': { shareWith: ['acme'], value: 12 } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });
});
