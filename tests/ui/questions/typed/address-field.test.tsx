import { screen, waitFor } from '@testing-library/react';
import { failure, question } from '../../../application/fakes/fake-interview-service';
import { lastPosted, openQuestion, submitButton } from '../../support/open-question';

const addressQuestion = question('core.address', { type: 'address', metadata: { title: 'Home address' } });
const street = () => screen.getByLabelText(/^Street address/);
const city = () => screen.getByLabelText(/^City/);
const state = () => screen.getByRole('combobox', { name: /^State/ });
const zip = () => screen.getByLabelText(/^ZIP code/);

describe('the address field', () => {
  it('has street, city, state and ZIP inputs with their autofill tokens', async () => {
    await openQuestion(addressQuestion, /^Street address/);

    expect(street()).toHaveAttribute('autocomplete', 'street-address');
    expect(city()).toHaveAttribute('autocomplete', 'address-level2');
    expect(state()).toHaveAttribute('autocomplete', 'address-level1');
    expect(zip()).toHaveAttribute('autocomplete', 'postal-code');
    for (const input of [street(), city(), state(), zip()]) expect(input).toBeRequired();
  });

  it('shows each missing part under its own input once that input was left', async () => {
    const { user } = await openQuestion(addressQuestion, /^Street address/);

    await user.click(street());
    await user.tab();
    expect(street()).toHaveAccessibleDescription('Street address is required');

    await user.type(street(), '1 Main St');
    await user.click(city());
    await user.tab();
    expect(screen.queryByText('Street address is required')).not.toBeInTheDocument();
    expect(city()).toHaveAccessibleDescription('City is required');
    expect(city()).toHaveAttribute('aria-invalid', 'true');

    await user.type(city(), 'Austin');
    await user.tab();
    await user.tab();
    expect(state()).toHaveAccessibleDescription('State is required');

    await user.selectOptions(state(), 'TX');
    await user.click(zip());
    await user.tab();
    expect(zip()).toHaveAccessibleDescription('ZIP code is required');
    expect(submitButton()).toBeDisabled();
  });

  it("sends 'street, city, state postcode' and moves on", async () => {
    const { app, user } = await openQuestion(addressQuestion, /^Street address/);

    await user.type(street(), ' 1 Main St ');
    await user.type(city(), 'Austin');
    await user.selectOptions(state(), 'Texas');
    await user.type(zip(), '78701');
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({ 'core.address': { shareWith: ['acme'], value: '1 Main St, Austin, TX 78701' } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });

  it('keeps every part typed when the submission fails', async () => {
    const { app, user } = await openQuestion(addressQuestion, /^Street address/);
    app.service.on('postAttributeData', () => failure(500, 'unexpected'));

    await user.type(street(), '1 Main St');
    await user.type(city(), 'Austin');
    await user.selectOptions(state(), 'TX');
    await user.type(zip(), '78701');
    await user.click(submitButton());

    expect(await screen.findByText('Submission failed')).toBeInTheDocument();
    expect(street()).toHaveValue('1 Main St');
    expect(city()).toHaveValue('Austin');
    expect(state()).toHaveValue('TX');
    expect(zip()).toHaveValue('78701');
    expect(submitButton()).toBeEnabled();
    expect(app.navigator.visited).not.toContain('/question/core-next');
  });
});
