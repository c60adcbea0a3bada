import { screen, within } from '@testing-library/react';
import { question } from '../../../application/fakes/fake-interview-service';
import { button, lastPosted, openQuestion } from '../../support/open-question';

const certification = 'I certify that the information above is complete and accurate.';
const bulk = (autoConfirmation?: boolean) =>
  question('core.emails', {
    type: 'bulk-email',
    metadata: { title: 'Colleague emails', ...(autoConfirmation ? { autoConfirmation } : {}) },
  });
const input = () => screen.getByRole('textbox', { name: /^Email addresses/ });
const chips = () =>
  within(screen.getByRole('list', { name: 'Email addresses' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('the bulk email field', () => {
  it('makes chips on Enter, at a separator and on leaving the input, dropping duplicates', async () => {
    const { user } = await openQuestion(bulk(), /^Email addresses/);
    await user.type(input(), 'ann@example.com{Enter}');
    await user.type(input(), 'bob@example.com,ANN@example.com;');
    await user.type(input(), 'cy@example.com');
    await user.tab();

    expect(chips()).toEqual(['ann@example.com×', 'bob@example.com×', 'cy@example.com×']);
    expect(input()).toHaveValue('');
  });

  it('splits a pasted list, marks invalid chips and removes a chip by keyboard', async () => {
    const { user } = await openQuestion(bulk(), /^Email addresses/);
    await user.click(input());
    await user.paste('ann@example.com nope; bob@example.com');
    expect(chips()).toEqual(['ann@example.com×', 'nope Invalid email×']);
    expect(input()).toHaveValue('bob@example.com');

    await user.tab();
    expect(chips()).toEqual(['ann@example.com×', 'nope Invalid email×', 'bob@example.com×']);
    expect(input()).toHaveAccessibleDescription(expect.stringContaining('Invalid email'));

    button('Remove nope').focus();
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['ann@example.com×', 'bob@example.com×']);
    expect(input()).not.toHaveAccessibleDescription(expect.stringContaining('Invalid email'));
  });

  it('clears the list with Clear Emails', async () => {
    const { user } = await openQuestion(bulk(), /^Email addresses/);
    await user.type(input(), 'ann@example.com bob@example.com ');
    await user.click(button('Clear Emails'));

    expect(screen.queryByRole('list', { name: 'Email addresses' })).toBeNull();
    expect(button('Clear Emails')).toBeDisabled();
  });

  it('needs the certification, then sends the list one address a line', async () => {
    const { app, user } = await openQuestion(bulk(), /^Email addresses/);
    await user.type(input(), 'ann@example.com bob@example.com{Enter}');
    expect(button('Continue')).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: certification }));
    await user.click(button('Continue'));
    expect(lastPosted(app)).toEqual({
      'core.emails': { shareWith: ['acme'], value: 'ann@example.com\nbob@example.com' },
    });
  });

  it('tells of the missing certification at its checkbox, not under the list the applicant just left', async () => {
    const { user } = await openQuestion(bulk(), /^Email addresses/);
    await user.type(input(), 'ann@example.com{Enter}');
    await user.tab();

    const checkbox = screen.getByRole('checkbox', { name: certification });
    expect(checkbox).toHaveAccessibleDescription(expect.stringContaining('Tick "I certify'));
    expect(input()).not.toHaveAccessibleDescription(expect.stringContaining('Tick "I certify'));
    // Below the checkbox: the message appearing as the list is left never moves the checkbox.
    const message = screen.getByText(/^Tick "I certify/);
    expect(checkbox.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hides the certification when the question confirms it itself', async () => {
    const { app, user } = await openQuestion(bulk(true), /^Email addresses/);
    expect(screen.queryByRole('checkbox', { name: certification })).toBeNull();

    await user.type(input(), 'ann@example.com{Enter}');
    await user.click(button('Continue'));
    expect(lastPosted(app)).toEqual({ 'core.emails': { shareWith: ['acme'], value: 'ann@example.com' } });
  });
});
