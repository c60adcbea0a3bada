import { act, fireEvent, screen, within } from '@testing-library/react';
import { PollingViewModel } from '../../../src/application/view-models/polling.view-model';
import { StatusScreen } from '../../../src/ui/screens/status-screen';
import { question, recordOf, snapshotOf } from '../../application/fakes/fake-interview-service';
import { uiHarness } from '../support/ui-harness';

const ssn = question('core.ssn', { type: 'ssn', metadata: { title: 'Social Security Number' } });
const email = question('core.email', { type: 'email', metadata: { title: 'Email' } });

const tiles = () =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByRole('listitem')
    .map((tile) => tile.textContent);

/** Each kind of user event the screens forward moves polling's last activity to now. */
async function expectActivityForwarded(app: ReturnType<typeof uiHarness>) {
  const polling = app.get(PollingViewModel);
  const events: ReadonlyArray<() => void> = [
    () => fireEvent.mouseMove(window),
    () => fireEvent.click(document.body),
    () => fireEvent.touchStart(document.body),
    () => fireEvent.keyDown(document.body, { key: 'Tab' }),
    () => fireEvent.scroll(window),
  ];
  for (const fire of events) {
    await act(() => app.time.advance(1000));
    fire();
    expect(polling.lastActivityAt).toBe(app.time.now());
  }
}

describe('background polling on the screens', () => {
  it('runs on the overview, which shows a tile completed on another device, and stops when it is left', async () => {
    const app = uiHarness();
    app.signIn([ssn, email]);
    const view = app.renderApp('/overview');
    await screen.findByRole('list', { name: 'Questions' });
    const polling = app.get(PollingViewModel);
    expect(polling.running).toBe(true);

    app.service.snapshot = snapshotOf({ questions: [ssn, { ...email, complete: true }] });
    await act(() => app.time.advance(2000));
    expect(app.service.callsTo('reloadInterview')).toHaveLength(1);
    expect(tiles()).toEqual(['Social Security Number* (required)', 'Email* (required)completed']);
    expect(screen.getByRole('listitem', { name: 'Email (required), completed' })).toBeVisible();

    await expectActivityForwarded(app);
    view.unmount();
    expect(polling.running).toBe(false);
    const activity = polling.lastActivityAt;
    await act(() => app.time.advance(1000));
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(polling.lastActivityAt).toBe(activity);
  });

  it('runs on a question screen and stops when it is left', async () => {
    const app = uiHarness();
    app.signIn([ssn, email]);
    const view = app.renderApp('/question/core-email');
    await screen.findByRole('heading', { level: 1, name: 'Email' });
    const polling = app.get(PollingViewModel);
    expect(polling.running).toBe(true);
    await act(() => app.time.advance(2000));
    expect(app.service.callsTo('reloadInterview')).toHaveLength(1);
    await expectActivityForwarded(app);
    view.unmount();
    expect(polling.running).toBe(false);
  });

  it('keeps what the applicant typed on a question screen through a reload', async () => {
    const app = uiHarness();
    app.signIn([ssn, email]);
    const { user } = app.renderApp('/question/core-email');
    const field = await screen.findByLabelText(/Email/);
    await user.type(field, 'ann@example.com');
    app.service.attributeData = { 'core.email': 'other@example.com' };
    app.service.snapshot = snapshotOf({ questions: [{ ...ssn, complete: true }, email] });
    await act(() => app.time.advance(10_000));
    expect(app.interview.question('core.ssn')?.complete).toBe(true);
    expect(field).toHaveValue('ann@example.com');
  });

  it('forwards activity on the status page, whose reads follow the ramp', async () => {
    const app = uiHarness();
    app.service.snapshot = snapshotOf({ questions: [question('a', { complete: true })], consentGiven: true });
    app.service.record = recordOf('in_process');
    app.signIn();
    await app.loader.load();
    const view = app.renderAt('/status', <StatusScreen />);
    await screen.findByRole('heading', { level: 1, name: 'Verification status' });
    // The status page reads its request itself: the interview's polling loop is not started twice.
    expect(app.get(PollingViewModel).running).toBe(false);
    await expectActivityForwarded(app);
    const reads = app.service.callsTo('getRequest').length;
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await act(() => app.time.advance(2100));
    expect(app.service.callsTo('getRequest').length).toBeGreaterThan(reads);
    view.unmount();
    const after = app.service.callsTo('getRequest').length;
    await act(() => app.time.advance(60_000));
    expect(app.service.callsTo('getRequest')).toHaveLength(after);
  });
});
