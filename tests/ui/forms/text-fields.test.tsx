import { screen } from '@testing-library/react';
import { oneField, renderForm } from './render-form';
import { typeInto } from './rich-text/rich-text-harness';
import { expectAnnounced } from '../support/announced';

const submit = () => screen.getByRole('button', { name: 'Continue' });

describe('text fields of the schema form', () => {
  it('draws a plain text input with maxlength 1024 by default, the schema maxLength and placeholder', () => {
    renderForm({
      type: 'object',
      properties: {
        a: { type: 'string', title: 'A', placeholder: 'Type here' },
        b: { type: 'string', title: 'B', maxLength: 5 },
      },
    });
    expect(screen.getByRole('textbox', { name: 'A' })).toHaveAttribute('maxlength', '1024');
    expect(screen.getByRole('textbox', { name: 'A' })).toHaveAttribute('placeholder', 'Type here');
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveAttribute('maxlength', '5');
  });

  it('shows the required marker on a text field only with minLength or pattern, and says (Required) to screen readers', () => {
    renderForm({
      type: 'object',
      required: ['plain', 'short'],
      properties: {
        plain: { type: 'string', title: 'Plain' },
        short: { type: 'string', title: 'Short', minLength: 2 },
      },
    });
    expect(screen.getByRole('textbox', { name: 'Plain' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Short (Required)' })).toBeInTheDocument();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows its message only once left, tied to the input, and the length messages', async () => {
    const { user } = renderForm(oneField({ type: 'string', title: 'Name', minLength: 3, maxLength: 5 }, true));
    const input = screen.getByRole('textbox', { name: 'Name (Required)' });
    await user.type(input, 'ab');
    expect(screen.queryByText('Entered text is too short')).not.toBeInTheDocument();
    await user.tab();
    await expectAnnounced(screen.getByText('Entered text is too short'), 'Name (Required)');
    expect(input).toHaveAccessibleDescription('Entered text is too short');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'c');
    // Gone from the page and from the live region (withdrawn, not spoken).
    expect(screen.queryByText(/Entered text is too short/)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says a required field is required, a pattern mismatch invalid, and an e-mail in a not-email field', async () => {
    const { user } = renderForm({
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', title: 'Company', format: 'not-email' },
        zip: { type: 'string', title: 'ZIP', pattern: '^\\d{5}$' },
        untitled: { type: 'string', format: 'not-email' },
      },
    });
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('textbox', { name: 'ZIP' })).not.toHaveAccessibleDescription();
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'me@example.com');
    await user.type(screen.getByRole('textbox', { name: 'ZIP' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'untitled' }), 'me@example.com');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription('Company cannot be email');
    expect(screen.getByRole('textbox', { name: 'ZIP' })).toHaveAccessibleDescription('This field is invalid');
    expect(screen.getByRole('textbox', { name: 'untitled' })).toHaveAccessibleDescription('This field cannot be email');
  });

  it("uses the schema's message overrides, its own before its form's", async () => {
    const { user } = renderForm({
      type: 'object',
      strings: { required: 'Fill this in' },
      required: ['a', 'b'],
      properties: {
        a: { type: 'string', title: 'A' },
        b: { type: 'string', title: 'B', strings: { required: 'B is needed' } },
      },
    });
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: 'A' })).toHaveAccessibleDescription('Fill this in');
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveAccessibleDescription('B is needed');
  });

  it('draws a multiline string as a textarea whose maxlength is only the schema maxLength', () => {
    renderForm({
      type: 'object',
      properties: {
        a: { type: 'string', title: 'About', multiline: true },
        b: { type: 'string', title: 'Notes', multiline: true, maxLength: 50 },
      },
    });
    const about = screen.getByRole('textbox', { name: 'About' });
    expect(about.tagName).toBe('TEXTAREA');
    expect(about).not.toHaveAttribute('maxlength');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('maxlength', '50');
  });

  it('checks an e-mail address and sends it trimmed', async () => {
    const { user, submitted } = renderForm(oneField({ type: 'string', format: 'email', title: 'E-mail' }));
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(input, 'nope');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Please enter valid email');
    await user.clear(input);
    await user.type(input, ' jo@example.com ');
    await user.click(submit());
    expect(submitted).toEqual([{ f: 'jo@example.com' }]);
  });

  it('shows the hint and the warning, tied to the input', () => {
    renderForm(oneField({ type: 'string', title: 'Name', hint: 'As on your ID', warning: 'Shown to customers' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'As on your ID Shown to customers',
    );
  });

  it('draws html as the rich-text editor, named by its label, and sends the HTML written', async () => {
    const { user, submitted } = renderForm(oneField({ type: 'string', format: 'html', title: 'Letter' }));
    const editor = await screen.findByRole('textbox', { name: 'Letter' });
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    await typeInto(editor, 'Hi');
    await user.click(submit());
    expect(submitted).toEqual([{ f: '<p>Hi</p>' }]);
  });
});
