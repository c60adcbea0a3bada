import { screen, waitFor } from '@testing-library/react';
import { question } from '../../../application/fakes/fake-interview-service';
import { button, lastPosted, openQuestion } from '../../support/open-question';
import { expectAnnounced } from '../../support/announced';

describe('the yes/no field', () => {
  const boolean = question('core.veteran', {
    type: 'boolean',
    metadata: { title: 'Are you a veteran?', constraints: { trueLabel: 'I am' } },
  });

  it('is a radio pair in a group named by the question and sends false for No', async () => {
    const { app, user } = await openQuestion(boolean, 'I am');
    expect(screen.getByRole('group', { name: /^Are you a veteran\?/ })).toBeVisible();
    expect(button('Continue')).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(button('Continue'));
    expect(lastPosted(app)).toEqual({ 'core.veteran': { shareWith: ['acme'], value: false } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });
});

describe('the single select field', () => {
  const single = question('core.size', {
    type: 'string-enum',
    metadata: {
      title: 'Company size',
      constraints: { options: ['s', 'm'], customLabels: { s: 'Small', m: 'Medium' } },
    },
  });

  it('lists the options by their labels, asks for one once left, and sends its value', async () => {
    const { app, user } = await openQuestion(single, /^Company size/);
    const select = screen.getByRole('combobox', { name: /^Company size/ });
    await user.click(select);
    await user.tab();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    const error = screen.getByText('Choose one of the options', { selector: '.field__error' });
    expect(error).toBeVisible();
    expect(select).toHaveAccessibleDescription(error.textContent);
    await expectAnnounced(error);

    await user.selectOptions(select, 'Medium');
    expect(error).not.toBeInTheDocument();
    await user.click(button('Continue'));
    expect(lastPosted(app)).toEqual({ 'core.size': { shareWith: ['acme'], value: 'm' } });
  });
});

describe('the multi-select field', () => {
  const multi = question('core.langs', {
    type: 'string-enum-list',
    metadata: { title: 'Languages', constraints: { options: ['en', 'es', 'fr'], customLabels: { en: 'English' } } },
  });

  it('needs at least one box and sends the ticked options in their order', async () => {
    const { app, user } = await openQuestion(multi, 'English');
    expect(screen.getByRole('group', { name: /^Languages/ })).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'fr' }));
    await user.click(screen.getByRole('checkbox', { name: 'fr' }));
    await user.tab();
    expect(button('Continue')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'fr' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('checkbox', { name: 'fr' }));
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.click(button('Continue'));
    expect(lastPosted(app)).toEqual({ 'core.langs': { shareWith: ['acme'], value: ['en', 'fr'] } });
  });
});

describe('the insurance policy number field', () => {
  const policy = question('core.policy', { type: 'insurance-policy-number', metadata: { title: 'Insurance policy' } });

  it('refuses other characters than letters, digits, hyphens and spaces and sends the trimmed number', async () => {
    const { app, user } = await openQuestion(policy, /^Policy number/);
    await user.type(screen.getByLabelText(/^Policy number/), 'AB#12');
    await user.tab();
    expect(screen.getByLabelText(/^Policy number/)).toHaveAccessibleDescription(
      'Use only letters, digits, hyphens and spaces',
    );
    expect(button('Continue')).toBeDisabled();

    await user.clear(screen.getByLabelText(/^Policy number/));
    await user.type(screen.getByLabelText(/^Policy number/), ' AB-12 34 ');
    await user.click(button('Continue'));
    expect(lastPosted(app)).toEqual({ 'core.policy': { shareWith: ['acme'], value: 'AB-12 34' } });
  });
});
