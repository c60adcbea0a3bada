import { screen, waitFor, within } from '@testing-library/react';
import { question } from '../../../application/fakes/fake-interview-service';
import { button, lastPosted, openQuestion } from '../../support/open-question';

describe('the phone number field', () => {
  const phone = question('core.phone', { type: 'phone-number', metadata: { title: 'Mobile phone' } });

  it('has a country selector on the US and sends a typed US number in E.164', async () => {
    const { app, user } = await openQuestion(phone, /^Phone number/);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');

    await user.type(screen.getByLabelText(/^Phone number/), '2025550123');
    await user.click(button('Continue'));

    expect(lastPosted(app)).toEqual({ 'core.phone': { shareWith: ['acme'], value: '+12025550123' } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });

  it("keeps the phone input's value of spec 001 §3.7 while typing, and sends the qualified number", async () => {
    const { app, user } = await openQuestion(phone, /^Phone number/);
    await user.type(screen.getByLabelText(/^Phone number/), '2025550123');
    expect(app.interview.values['core.phone']).toEqual({
      number: '2025550123',
      dialCode: '1',
      country: 'US',
      qualifiedNumber: '+12025550123',
      valid: true,
    });
  });

  it('takes a number typed in international form with its own country code', async () => {
    const { app, user } = await openQuestion(phone, /^Phone number/);
    await user.type(screen.getByLabelText(/^Phone number/), '+44 20 7183 8750');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+44 20 7183 8750');
    expect(app.interview.values['core.phone']).toEqual({
      number: '2071838750',
      dialCode: '44',
      country: 'GB',
      qualifiedNumber: '+442071838750',
      valid: true,
    });
    await user.click(button('Continue'));
    expect(lastPosted(app)).toEqual({ 'core.phone': { shareWith: ['acme'], value: '+442071838750' } });
  });

  it('takes a US number typed with its +1', async () => {
    const { app, user } = await openQuestion(phone, /^Phone number/);
    await user.type(screen.getByLabelText(/^Phone number/), '+1 202 555 0123');
    expect(app.interview.values['core.phone']).toMatchObject({ qualifiedNumber: '+12025550123', valid: true });
  });

  it('opens a stored answer (the qualified number) on its own country', async () => {
    await openQuestion(phone, /^Phone number/, (app) => {
      app.service.attributeData = { 'core.phone': '+442071838750' };
    });
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+44 20 7183 8750');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
  });

  it('says a short number is invalid once the input is left', async () => {
    const { app, user } = await openQuestion(phone, /^Phone number/);
    await user.type(screen.getByLabelText(/^Phone number/), '202555');
    await user.tab();

    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription('Please enter valid phone number');
    expect(button('Continue')).toBeDisabled();
    expect(app.service.callsTo('postAttributeData')).toHaveLength(0);
  });
});

describe('the CPR field', () => {
  const cpr = question('core.cpr', { type: 'cpr', metadata: { title: 'CPR certification' } });

  it('lists the providers alphabetically and holds a Red Cross ID to 6 characters', async () => {
    const { app, user } = await openQuestion(cpr, /^CPR provider/);
    const provider = screen.getByRole('combobox', { name: /^CPR provider/ });
    expect(
      within(provider)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a provider', 'American Heart Association', 'American Red Cross']);

    await user.selectOptions(provider, 'American Red Cross');
    await user.type(screen.getByLabelText(/^Certificate ID/), 'AB123');
    await user.tab();
    expect(screen.getByLabelText(/^Certificate ID/)).toHaveAccessibleDescription(
      'American Red Cross certificate ID must be exactly 6 characters',
    );

    await user.type(screen.getByLabelText(/^Certificate ID/), '4');
    await user.click(button('Continue'));
    expect(lastPosted(app)).toEqual({
      'core.cpr': { shareWith: ['acme'], value: { cert_id: 'AB1234', provider: 'American Red Cross' } },
    });
  });
});

describe('the bar licence field', () => {
  const bar = question('core.bar', { type: 'bar-license-details', metadata: { title: 'Bar admission' } });

  it('needs a jurisdiction and a four-digit year; the licence number is optional', async () => {
    const { app, user } = await openQuestion(bar, /^Jurisdiction/);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Jurisdiction/ }), 'New York');
    await user.type(screen.getByLabelText(/^Year admitted/), '18x99');
    await user.tab();
    expect(screen.getByLabelText(/^Year admitted/)).toHaveValue('1899');
    expect(screen.getByLabelText(/^Year admitted/)).toHaveAccessibleDescription(
      'Four digits, e.g. 2012 Year admitted must be a year from 1900 to 2099',
    );

    await user.clear(screen.getByLabelText(/^Year admitted/));
    await user.type(screen.getByLabelText(/^Year admitted/), '2012');
    await user.click(button('Continue'));
    expect(lastPosted(app)).toEqual({
      'core.bar': { shareWith: ['acme'], value: { license_number: null, year_admitted: 2012, jurisdiction: 'NY' } },
    });
  });
});

describe('the statement of truth', () => {
  it('shows the default statement as the checkbox label and sends it with the answer', async () => {
    const statement = question('core.sot', { type: 'statement-of-truth', metadata: { title: 'Statement of truth' } });
    const text =
      'By submitting this form I attest that the information contained herein is accurate, and the policy is active and in good standing';
    const { app, user } = await openQuestion(statement, text);
    expect(screen.getByRole('checkbox', { name: text })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: text }));
    await user.click(button('Continue'));
    expect(lastPosted(app)).toEqual({
      'core.sot': { shareWith: ['acme'], value: { value: true, consentText: text } },
    });
  });

  it("answers 'no' with the box left unticked, without a tick and an untick", async () => {
    const statement = question('core.sot', {
      type: 'statement-of-truth',
      metadata: { title: 'Statement of truth', description: 'My policy is active.' },
    });
    const { app, user } = await openQuestion(statement, 'My policy is active.');
    expect(button('Continue')).toBeEnabled();
    await user.click(button('Continue'));
    expect(lastPosted(app)).toEqual({
      'core.sot': { shareWith: ['acme'], value: { value: false, consentText: 'My policy is active.' } },
    });
  });
});
