import { screen } from '@testing-library/react';
import { oneField, renderForm } from './render-form';

const submit = () => screen.getByRole('button', { name: 'Continue' });

describe('number, integer and phone fields of the schema form', () => {
  it('gives an integer the step 1 and its exclusive bounds as inclusive ones', () => {
    renderForm(oneField({ type: 'integer', title: 'Years', exclusiveMinimum: 0, exclusiveMaximum: 100 }));
    const input = screen.getByRole('spinbutton', { name: 'Years' });
    expect(input).toHaveAttribute('step', '1');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '99');
  });

  it("gives a number the step 'any', or its multipleOf, and its bounds", () => {
    renderForm({
      type: 'object',
      properties: {
        a: { type: 'number', title: 'A', minimum: 10, maximum: 500 },
        b: { type: 'number', title: 'B', multipleOf: 0.5 },
      },
    });
    expect(screen.getByRole('spinbutton', { name: 'A' })).toHaveAttribute('step', 'any');
    expect(screen.getByRole('spinbutton', { name: 'A' })).toHaveAttribute('min', '10');
    expect(screen.getByRole('spinbutton', { name: 'A' })).toHaveAttribute('max', '500');
    expect(screen.getByRole('spinbutton', { name: 'B' })).toHaveAttribute('step', '0.5');
  });

  it('blocks keystrokes other than digits, minus, plus, space, parentheses and dot unless a modifier is held', async () => {
    const { user } = renderForm(oneField({ type: 'number', title: 'Rate' }));
    const input = screen.getByRole('spinbutton', { name: 'Rate' });
    await user.type(input, 'a1b2e.5');
    expect(input).toHaveValue(12.5);
  });

  it('says what is wrong with a number: bounds, multiple, integer', async () => {
    const { user } = renderForm({
      type: 'object',
      properties: {
        rate: { type: 'number', title: 'Rate', minimum: 10, maximum: 500, multipleOf: 0.5 },
        years: { type: 'integer', title: 'Years' },
      },
    });
    const rate = screen.getByRole('spinbutton', { name: 'Rate' });
    const years = screen.getByRole('spinbutton', { name: 'Years' });
    await user.type(rate, '5');
    await user.type(years, '1.5');
    await user.click(submit());
    expect(rate).toHaveAccessibleDescription("Value can't be smaller than 10");
    expect(years).toHaveAccessibleDescription('Please enter only integer (e.g. 123)');
    await user.clear(rate);
    await user.type(rate, '501');
    expect(rate).toHaveAccessibleDescription("Value can't be bigger than 500");
    await user.clear(rate);
    await user.type(rate, '10.25');
    expect(rate).toHaveAccessibleDescription('Value should be multiple of 0.5');
  });

  it('says a number the browser cannot read is not a number', async () => {
    const { user } = renderForm(oneField({ type: 'number', title: 'Rate' }), { kept: { f: 'NaN' } });
    await user.click(submit());
    expect(screen.getByRole('spinbutton', { name: 'Rate' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Rate' })).toHaveAccessibleDescription(
      'Please enter only numbers (e.g. 123)',
    );
  });

  it('sends numbers typed as text as numbers', async () => {
    const { user, submitted } = renderForm({
      type: 'object',
      properties: { a: { type: 'integer', title: 'A' }, b: { type: 'number', title: 'B' } },
    });
    await user.type(screen.getByRole('spinbutton', { name: 'A' }), '42');
    await user.type(screen.getByRole('spinbutton', { name: 'B' }), '-0.5');
    await user.click(submit());
    expect(submitted).toEqual([{ a: 42, b: -0.5 }]);
  });

  it('stores a phone number as a plus sign and digits, filtering keystrokes as a number input does', async () => {
    const { user, submitted } = renderForm(oneField({ type: 'string', format: 'phone', title: 'Phone' }, true));
    const input = await screen.findByRole('textbox', { name: 'Phone (Required)' });
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '+1 (202) x555-0100');
    expect(input).toHaveValue('+1 202 555 0100');
    await user.click(submit());
    expect(submitted).toEqual([{ f: '+12025550100' }]);
  });

  it('reads a number typed without a dial code in the US, where the field starts', async () => {
    const { user, submitted } = renderForm(oneField({ type: 'string', format: 'phone', title: 'Phone' }, true));
    const input = await screen.findByRole('textbox', { name: 'Phone (Required)' });
    expect(screen.getByRole('combobox', { name: 'Country Phone (Required)' })).toHaveValue('US');
    await user.type(input, '(646) 555-1234');
    await user.click(submit());
    expect(submitted).toEqual([{ f: '+16465551234' }]);
  });

  it("stores another country's number with its dial code once that country is chosen", async () => {
    const { user, submitted } = renderForm(oneField({ type: 'string', format: 'phone', title: 'Phone' }, true));
    const input = await screen.findByRole('textbox', { name: 'Phone (Required)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country Phone (Required)' }), 'GB');
    await user.type(input, '07400 123456');
    await user.click(submit());
    expect(submitted).toEqual([{ f: '+447400123456' }]);
  });

  it("shows the chosen country's example number as the placeholder, the schema's own in the US", async () => {
    const { user } = renderForm(
      oneField({ type: 'string', format: 'phone', title: 'Phone', placeholder: '(512) 555-0123' }),
    );
    const input = await screen.findByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('placeholder', '(512) 555-0123');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country Phone' }), 'FR');
    expect(input).toHaveAttribute('placeholder', '06 12 34 56 78');
  });

  it('refuses a number that is not one of the chosen country', async () => {
    const { user, submitted } = renderForm(oneField({ type: 'string', format: 'phone', title: 'Phone' }));
    const input = await screen.findByRole('textbox', { name: 'Phone' });
    await user.type(input, '(555) 123-4567');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Please enter valid phone number');
    await user.click(submit());
    expect(submitted).toEqual([]);
  });

  it('says a phone number that cannot be dialled is not valid', async () => {
    const { user } = renderForm(oneField({ type: 'string', format: 'phone', title: 'Phone' }));
    const input = await screen.findByRole('textbox', { name: 'Phone' });
    await user.type(input, '+1 12');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Please enter valid phone number');
  });
});
