import { screen, waitFor } from '@testing-library/react';
import { question } from '../../../application/fakes/fake-interview-service';
import { lastPosted, openQuestion, submitButton } from '../../support/open-question';
import { expectAnnounced } from '../../support/announced';

const EIN_ERROR = 'EIN must be 9 numeric characters ex ##-####### or #########';
const einQuestion = question('business.ein', { type: 'ein', metadata: { title: 'Business tax ID' } });
const einInput = () => screen.getByLabelText(/^Employer Identification Number \(EIN\)/);

describe('the EIN field', () => {
  it('shows its format, flags a short number once left and clears the message once it is complete', async () => {
    const { user } = await openQuestion(einQuestion, /^Employer Identification Number/);
    expect(einInput()).toHaveAccessibleDescription('Format: ##-#######');

    await user.type(einInput(), '12-345678');
    expect(screen.queryByText(EIN_ERROR)).not.toBeInTheDocument();
    await user.tab();
    await expectAnnounced(screen.getByText(EIN_ERROR));
    expect(einInput()).toHaveAccessibleDescription(`Format: ##-####### ${EIN_ERROR}`);
    expect(submitButton()).toBeDisabled();

    await user.type(einInput(), '9');
    expect(screen.queryByText(EIN_ERROR)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('sends the nine digits without the dash and moves on', async () => {
    const { app, user } = await openQuestion(einQuestion, /^Employer Identification Number/);

    await user.type(einInput(), '12-3456789');
    await user.click(submitButton());

    expect(lastPosted(app)).toEqual({ 'business.ein': { shareWith: ['acme'], value: '123456789' } });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });
});
