import { screen, within } from '@testing-library/react';
import { CUSTOM_FORM_SCHEMA, LICENCE_FORM_SCHEMA, LOCKED_FORM_SCHEMA } from '../../../sandbox/catalogue/form-questions';
import { axeViolations, oneField, renderForm } from './render-form';

jest.setTimeout(20000);

const submit = () => screen.getByRole('button', { name: 'Continue' });

describe('states of the schema form', () => {
  it('locks every field by role-based access: disabled with a lock icon, no add or delete, and submits what is shown', async () => {
    const { user, submitted } = renderForm(LOCKED_FORM_SCHEMA, { locked: true });
    const job = screen.getByRole('textbox', { name: 'Job title Locked' });
    expect(job).toBeDisabled();
    expect(job).toHaveValue('Field technician');
    expect(await screen.findByRole('textbox', { name: 'Start date (Required) Locked' })).toHaveValue('1/11/2027');
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeDisabled();
    const state = await screen.findByRole('combobox', { name: 'State (Required) Locked' });
    expect(state).toBeDisabled();
    expect(state).toHaveTextContent('Texas');
    expect(
      within(screen.getByRole('group', { name: 'Full time Locked' })).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    expect(screen.queryByRole('button', { name: 'ADD' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.click(submit());
    expect(submitted).toEqual([
      {
        jobTitle: 'Field technician',
        startDate: '2027-01-11',
        hourlyRate: 32.5,
        fullTime: true,
        site: { city: 'Austin', state: 'TX' },
        shifts: ['Monday 8:00-16:00', 'Wednesday 8:00-16:00'],
      },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('disables a read-only field and everything inside a read-only object, and never reports them', async () => {
    const { user, submitted } = renderForm({
      type: 'object',
      required: ['fixed', 'block'],
      properties: {
        fixed: { type: 'string', title: 'Fixed', readOnly: true, minLength: 99, default: 'set' },
        block: {
          type: 'object',
          title: 'Block',
          readOnly: true,
          required: ['x'],
          properties: { x: { type: 'string', title: 'X' } },
        },
      },
    });
    expect(screen.getByRole('textbox', { name: 'Fixed (Required)' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'X' })).toBeDisabled();
    await user.click(submit());
    expect(submitted).toEqual([{ fixed: 'set' }]);
  });

  it('disables every field and the submit while the answer is sent', () => {
    renderForm(oneField({ type: 'string', title: 'Name' }), { busy: true });
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(submit()).toBeDisabled();
  });

  it("checks a licence number against the state its licence-state form selects, with the state's example as hint", async () => {
    const { user, submitted } = renderForm(LICENCE_FORM_SCHEMA);
    const number = screen.getByRole('textbox', { name: /^Licence number/ });
    await user.click(await screen.findByRole('combobox', { name: /^Licence state/ }));
    await user.keyboard('Ohio{Enter}');
    expect(number).toHaveAccessibleDescription('Eg. RN.312345');
    await user.type(number, '12');
    await user.tab();
    expect(number).toHaveAccessibleDescription('Eg. RN.312345 Incorrect format. Eg. RN.312345');
    await user.clear(number);
    await user.type(number, 'RN.312345');
    await user.type(screen.getByRole('textbox', { name: /^Expiry date/ }), '5/31/2028');
    await user.click(submit());
    expect(submitted).toEqual([{ licenseState: 'OH', licenseNumber: 'RN.312345', expires: '2028-05-31' }]);
  });

  it('keeps the error summary in step with the form and lets each link take the applicant to its field', async () => {
    const { user } = renderForm(CUSTOM_FORM_SCHEMA);
    await user.click(submit());
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const first = within(summary).getAllByRole('link')[0] as HTMLElement;
    expect(first).toHaveTextContent('Company name: This field is required');
    await user.click(first);
    const company = screen.getByRole('textbox', { name: /^Company name/ });
    expect(company).toHaveFocus();
    await user.type(company, 'Acme Plumbing');
    expect(within(summary).queryByText(/^Company name/)).not.toBeInTheDocument();
  });

  it('passes axe with every field kind, before and after an invalid submit', async () => {
    const { user } = renderForm(CUSTOM_FORM_SCHEMA);
    expect(await axeViolations()).toEqual([]);
    await user.click(submit());
    expect(await axeViolations()).toEqual([]);
  });
});
