import { act, screen, waitFor, within } from '@testing-library/react';
import { TYPING_PAUSE_MS } from '../../../src/domain/polling/typing';
import { failure, question } from '../../application/fakes/fake-interview-service';
import { NEXT_QUESTION, lastPosted } from '../support/open-question';
import { uiHarness } from '../support/ui-harness';

const schema = {
  type: 'object',
  title: 'Work details',
  required: ['name', 'years', 'remote'],
  properties: {
    name: { type: 'string', title: 'Full name' },
    years: { type: 'integer', title: 'Years of experience', minimum: 0 },
    remote: { type: 'boolean', title: 'Remote' },
    shift: { type: 'string', title: 'Shift', enum: ['day', 'night'], enumLabels: ['Day', 'Night'] },
    kind: { const: 'contractor' },
  },
};

async function openForm(metadata: Record<string, unknown> = {}) {
  const app = uiHarness();
  app.signIn([
    question('form.work', { type: 'smart-attribute:json-schema', metadata: { schema, ...metadata } }),
    NEXT_QUESTION,
  ]);
  const { user } = app.renderApp('/question/form-work');
  await screen.findByRole('textbox', { name: /^Full name/ });
  return { app, user };
}

describe('the JSON-schema form question', () => {
  it('renders its schema under the schema title as h1, and sends the answer on submit', async () => {
    const { app, user } = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Work details' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jo Smith');
    await user.type(screen.getByRole('spinbutton', { name: 'Years of experience (Required)' }), '7');
    await user.click(
      within(screen.getByRole('group', { name: 'Remote (Required)' })).getByRole('radio', { name: 'No' }),
    );
    await user.click(await screen.findByRole('combobox', { name: 'Shift' }));
    await user.click(screen.getByRole('option', { name: 'Night' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(lastPosted(app)).toEqual({
      'form.work': {
        shareWith: ['acme'],
        value: { name: 'Jo Smith', years: 7, remote: false, shift: 'night', kind: 'contractor' },
      },
    });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });

  it('does not reload the interview while the applicant types in the form, and does once they pause', async () => {
    const { app, user } = await openForm();
    const name = screen.getByRole('textbox', { name: /^Full name/ });
    // A letter every half second for four seconds: two polls' worth of typing (spec 000 §4).
    for (const letter of 'Jo Smith') {
      await user.type(name, letter);
      await act(() => app.time.advance(500));
    }
    expect(app.service.callsTo('reloadInterview')).toEqual([]);
    await act(() => app.time.advance(TYPING_PAUSE_MS + 2000));
    expect(app.service.callsTo('reloadInterview')).toHaveLength(1);
    expect(name).toHaveValue('Jo Smith');
  });

  it('shows the error summary with a link per field in error and moves focus to it on an invalid submit', async () => {
    const { app, user } = await openForm();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Full name: This field is required',
      'Years of experience: This field is required',
      'Remote: This field is required',
    ]);
    await user.click(links[1] as HTMLElement);
    expect(screen.getByRole('spinbutton', { name: 'Years of experience (Required)' })).toHaveFocus();
    expect(app.service.callsTo('postAttributeData')).toHaveLength(0);
  });

  it('asks before the page is closed or reloaded once something is typed, until the form is sent', async () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { app, user } = await openForm();
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jo Smith');
    expect(unload()).toBe(true);
    await user.type(screen.getByRole('spinbutton', { name: 'Years of experience (Required)' }), '7');
    await user.click(
      within(screen.getByRole('group', { name: 'Remote (Required)' })).getByRole('radio', { name: 'No' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
    expect(unload()).toBe(false);
  });

  it('keeps what was typed when the applicant leaves with Do this later and comes back', async () => {
    const { app, user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Kept');
    await user.click(screen.getByRole('link', { name: 'Do this later' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument());
    act(() => app.navigator.go('/question/form-work'));
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Kept');
  });

  it('keeps what was typed when polling brings a new interview state with the same question', async () => {
    const { app, user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jo Smith');
    // Another tab answered a question, or the service counted a text: new objects for every question.
    const snapshot = app.interview.snapshot!;
    act(() =>
      app.interview.reloaded(
        { ...snapshot, questions: snapshot.questions.map((q) => ({ ...q })), featureFlags: { changed: true } },
        app.interview.record!,
      ),
    );
    expect(app.interview.question('form.work')).not.toBe(snapshot.questions[0]);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Jo Smith');
  });

  it('keeps what was typed when the submission fails, and sends it again on retry', async () => {
    const { app, user } = await openForm();
    app.service.on('postAttributeData', () => failure(500, 'unexpected'));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jo');
    await user.type(screen.getByRole('spinbutton', { name: 'Years of experience (Required)' }), '3');
    await user.click(
      within(screen.getByRole('group', { name: 'Remote (Required)' })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Submission failed')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Jo');
    app.service.on('postAttributeData', async () => ({ ok: true, value: { datumIds: ['d1'] } }) as const);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
    expect(app.service.callsTo('postAttributeData')).toHaveLength(2);
    expect(lastPosted(app)).toEqual({
      'form.work': { shareWith: ['acme'], value: { name: 'Jo', years: 3, remote: true, kind: 'contractor' } },
    });
  });

  it('locks the form of a question with roleBasedAccess', async () => {
    await openForm({ roleBasedAccess: true });
    expect(screen.getByRole('textbox', { name: 'Full name Locked' })).toBeDisabled();
  });

  it('shows the error page for a schema that cannot be read', async () => {
    const app = uiHarness();
    app.signIn([
      question('form.bad', { type: 'smart-attribute:json-schema', metadata: { schema: { type: 'array' } } }),
    ]);
    app.renderApp('/question/form-bad');
    expect(
      await screen.findByRole('heading', { level: 1, name: /something went wrong|unexpected/i }),
    ).toBeInTheDocument();
    expect(app.reporter.reports).toHaveLength(1);
  });
});
