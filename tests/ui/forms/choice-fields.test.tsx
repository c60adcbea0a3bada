import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneField, renderForm } from './render-form';

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const submit = () => screen.getByRole('button', { name: 'Continue' });

// jsdom has no object URLs: the image field's preview only needs an address.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:test/preview', revokeObjectURL: () => undefined });
});

describe('choice, date, colour and image fields of the schema form', () => {
  it('draws a boolean as a Yes/No radio pair in a group named by the label', async () => {
    const { user, submitted } = renderForm(oneField({ type: 'boolean', title: 'Insured?' }, true));
    const group = screen.getByRole('group', { name: 'Insured? (Required)' });
    await user.click(submit());
    expect(within(group).getByRole('radio', { name: 'Yes' })).toHaveAccessibleDescription('This field is required');
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    await user.click(submit());
    expect(submitted).toEqual([{ f: false }]);
  });

  it('draws an enum as a dropdown with the enumLabels, keeping the value type', async () => {
    const { user, submitted } = renderForm(
      oneField({ type: 'integer', title: 'Size', enum: [1, 2, 3], enumLabels: ['Small', 'Medium'] }),
    );
    const select = await screen.findByRole('combobox', { name: 'Size' });
    expect(select).toHaveTextContent('Select...');
    await user.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Small', 'Medium', '3']);
    await user.click(screen.getByRole('option', { name: 'Medium' }));
    await user.click(submit());
    expect(submitted).toEqual([{ f: 2 }]);
  });

  it('draws an array of enum items as one multi-select, sent as the list of picks', async () => {
    const { user, submitted } = renderForm(
      oneField(
        {
          type: 'array',
          title: 'Languages',
          items: { type: 'string', enum: ['en', 'es'], enumLabels: ['English', 'Spanish'] },
        },
        true,
      ),
    );
    const languages = await screen.findByRole('combobox', { name: 'Languages (Required)' });
    await user.click(submit());
    expect(languages).toHaveAccessibleDescription('This field is required');
    await user.click(languages);
    await user.click(screen.getByRole('option', { name: 'Spanish' }));
    await user.click(screen.getByRole('option', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(submit());
    expect(submitted).toEqual([{ f: ['en', 'es'] }]);
  });

  it('takes a date as M/d/yyyy with the placeholder MM/DD/YYYY and stores yyyy-MM-dd', async () => {
    const { user, submitted } = renderForm(oneField({ type: 'string', format: 'date', title: 'Start' }));
    const input = await screen.findByRole('textbox', { name: 'Start' });
    expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await user.type(input, '2/30/2025');
    await user.tab();
    expect(input).toHaveAccessibleDescription('This field is invalid');
    await user.clear(input);
    await user.type(input, '02/03/2025');
    await user.click(submit());
    expect(submitted).toEqual([{ f: '2025-02-03' }]);
  });

  it('shows a kept date as M/d/yyyy', async () => {
    renderForm(oneField({ type: 'string', format: 'date', title: 'Start' }), { kept: { f: '2027-01-11' } });
    expect(await screen.findByRole('textbox', { name: 'Start' })).toHaveValue('1/11/2027');
  });

  it("shows the colour's type hint while focused, unless a hint is set, and only the too-short message", async () => {
    const { user } = renderForm({
      type: 'object',
      properties: {
        a: { type: 'string', format: 'color', title: 'Brand', minLength: 7 },
        b: { type: 'string', format: 'color', title: 'Accent', hint: 'Your second colour' },
      },
    });
    const brand = await screen.findByRole('textbox', { name: 'Brand' });
    await screen.findByRole('textbox', { name: 'Accent' });
    // Its line is kept while it does not show, so nothing below moves on focus or blur.
    const typeHint = screen.getByText('HEX color (ex. #3ab4fc)');
    expect(typeHint).toHaveAttribute('aria-hidden', 'true');
    expect(typeHint).toHaveClass('form-field__type-hint--hidden');
    expect(brand).not.toHaveAccessibleDescription();
    await user.click(brand);
    expect(brand).toHaveAccessibleDescription('HEX color (ex. #3ab4fc)');
    expect(typeHint).not.toHaveAttribute('aria-hidden');
    expect(typeHint).not.toHaveClass('form-field__type-hint--hidden');
    await user.type(brand, '#3ab');
    await user.click(screen.getByRole('textbox', { name: 'Accent' }));
    expect(screen.getAllByText('HEX color (ex. #3ab4fc)')).toEqual([typeHint]);
    expect(typeHint).toHaveClass('form-field__type-hint--hidden');
    expect(brand).toHaveAccessibleDescription('Entered text is too short');
    expect(brand).toHaveAttribute('maxlength', '1024');
  });

  it('reads a chosen image as a data URL, ignores other types, and can remove it only when not required', async () => {
    const { user, submitted, container } = renderForm({
      type: 'object',
      required: ['logo'],
      properties: {
        logo: { type: 'string', format: 'image-url', title: 'Logo' },
        photo: { type: 'string', format: 'image-url', title: 'Photo', maxLength: 40 },
      },
    });
    await screen.findByRole('button', { name: /^Upload Logo/ });
    const [logo, photo] = [...container.querySelectorAll<HTMLInputElement>('input[type="file"]')];
    expect(logo).toHaveAttribute('accept', '.jpeg,.jpg,.png,.svg');
    expect(screen.getAllByText('No file uploaded')).toHaveLength(2);
    // Past the accept filter, as a drop or an 'All files' pick would be: still ignored.
    await userEvent.setup({ applyAccept: false }).upload(logo!, new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getAllByText('No file uploaded')).toHaveLength(2);
    // A PNG's signature is what the field checks (ASVS 5.2.2); the bytes after it are not read.
    const png = (rest: string) => new File([PNG_SIGNATURE, rest], 'a.png', { type: 'image/png' });
    await user.upload(logo!, png(''));
    await waitFor(() => expect(screen.getAllByText('No file uploaded')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Remove Logo/ })).not.toBeInTheDocument();

    await user.upload(photo!, png('a much longer picture'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Replace Photo/ })).toHaveAccessibleDescription(
        /Provided image is too big$/,
      ),
    );
    await user.click(screen.getByRole('button', { name: /^Remove Photo/ }));
    await user.click(submit());
    expect(submitted).toEqual([{ logo: `data:image/png;base64,${Buffer.from(PNG_SIGNATURE).toString('base64')}` }]);
  });

  it('draws nothing for a const field and sends its value', async () => {
    const { user, submitted, container } = renderForm(oneField({ const: 'v2', title: 'Version' }));
    expect(container.querySelector('form')?.textContent).toBe('Continue');
    await user.click(submit());
    expect(submitted).toEqual([{ f: 'v2' }]);
  });
});
