import { screen, waitFor } from '@testing-library/react';
import { liveRegion } from '../support/announced';
import { oneField, renderForm } from './render-form';

// Issue 27: a field's error is tied to its input (aria-describedby) and said once by the page's
// live region, never as an alert of its own, so a screen reader does not speak it twice.

const field = () => screen.getByRole('textbox', { name: 'Name (Required)' });
const TOO_SHORT = 'Entered text is too short';

describe('what a screen reader hears of a field error', () => {
  it('says an error once the field is left, with the field name, and takes it back once corrected', async () => {
    const { user } = renderForm(oneField({ type: 'string', title: 'Name', minLength: 3 }, true));
    await user.type(field(), 'ab');
    await user.tab();
    await waitFor(() => expect(liveRegion()).toHaveTextContent(`Name (Required): ${TOO_SHORT}`));
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(field()).toHaveAccessibleDescription(TOO_SHORT);

    await user.type(field(), 'c');
    expect(liveRegion()).toHaveTextContent(/^$/);
  });

  it('does not speak over the typing: a message that changes in the focused field is read with it', async () => {
    const { user } = renderForm(oneField({ type: 'string', title: 'Name', minLength: 3 }, true));
    await user.type(field(), 'ab');
    await user.tab();
    await waitFor(() => expect(liveRegion()).toHaveTextContent(TOO_SHORT));

    await user.clear(field());
    const required = screen.getByText(/required/i, { selector: '.field__error' });
    expect(field()).toHaveAccessibleDescription(required.textContent);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(liveRegion()).toHaveTextContent(/^$/);
  });

  it('leaves a submit to the error summary, the one alert, which takes the focus', async () => {
    const { user } = renderForm(oneField({ type: 'string', title: 'Name', minLength: 3 }, true));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.getAllByRole('alert')).toEqual([summary]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(liveRegion()).toHaveTextContent(/^$/);
  });
});
