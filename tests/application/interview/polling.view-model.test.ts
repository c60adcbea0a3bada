import { POLLING_MESSAGES } from '../../../src/domain/polling/messages';
import { IDLE_SCALE_MS } from '../../../src/domain/polling/polling-constants';
import { TYPING_PAUSE_MS } from '../../../src/domain/polling/typing';
import { ok } from '../../../src/domain/shared/result';
import { deferred, question, recordOf, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

async function pollingOn(options: { flags?: Record<string, boolean>; status?: string } = {}) {
  const h = interviewHarness();
  h.service.snapshot = snapshotOf({ featureFlags: options.flags ?? {} });
  h.service.record = recordOf(options.status ?? 'pending');
  await h.loaded();
  const reloadsAt: number[] = [];
  h.service.on('reloadInterview', async () => {
    reloadsAt.push(h.time.now());
    return ok(h.service.snapshot);
  });
  const polling = h.polling();
  return { ...h, polling, reloadsAt };
}

describe('PollingViewModel', () => {
  it('reloads the interview every 2 seconds for an active user', async () => {
    const { polling, time, reloadsAt } = await pollingOn();
    const start = time.now();
    polling.start();
    for (let i = 0; i < 5; i += 1) {
      await time.advance(1000);
      polling.activity();
      await time.advance(1000);
    }
    await time.advance(10);
    // A second of idleness between activity adds a fraction of a millisecond to each wait.
    expect(reloadsAt.map((at) => Math.round(at - start))).toEqual([2000, 4000, 6000, 8000, 10000]);
  });

  it('waits longer as the user stays idle, up to 6 seconds', async () => {
    const { polling, time, reloadsAt } = await pollingOn();
    polling.start();
    await time.advance(IDLE_SCALE_MS);
    const gaps = reloadsAt.slice(1).map((at, index) => at - (reloadsAt[index] ?? 0));
    expect(gaps[0]).toBeCloseTo(2000, -1);
    expect(gaps[gaps.length - 1]).toBeGreaterThan(5500);
    expect(gaps.every((gap, index) => index === 0 || gap >= (gaps[index - 1] ?? 0))).toBe(true);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(6000);
  });

  it('pauses beyond 5 minutes idle and resumes soon after the user is back', async () => {
    const { polling, time, reloadsAt } = await pollingOn();
    polling.start();
    await time.advance(IDLE_SCALE_MS + 10_000);
    const before = reloadsAt.length;
    await time.advance(60_000);
    expect(reloadsAt.length).toBe(before);
    polling.activity();
    await time.advance(500 + 2000);
    expect(reloadsAt.length).toBe(before + 1);
  });

  it('counts activity at most once per 50 ms', async () => {
    const { polling, time } = await pollingOn();
    polling.start();
    await time.advance(1000);
    polling.activity();
    const counted = polling.lastActivityAt;
    await time.advance(30);
    polling.activity();
    expect(polling.lastActivityAt).toBe(counted);
    await time.advance(20);
    polling.activity();
    expect(polling.lastActivityAt).toBe(counted + 50);
  });

  it('skips reloads when constant polling is turned off', async () => {
    const { polling, time, reloadsAt } = await pollingOn({ flags: { rpr_constant_polling_enabled: false } });
    polling.start();
    await time.advance(20_000);
    expect(reloadsAt).toEqual([]);
  });

  it('skips reloads once the request is complete or timed out', async () => {
    const complete = await pollingOn({ status: 'complete' });
    complete.polling.start();
    await complete.time.advance(20_000);
    expect(complete.reloadsAt).toEqual([]);

    const timeout = await pollingOn({ status: 'timeout' });
    timeout.polling.start();
    await timeout.time.advance(20_000);
    expect(timeout.reloadsAt).toEqual([]);
  });

  it('skips reloads once the request is canceled', async () => {
    const { polling, time, reloadsAt } = await pollingOn({ status: 'terminated' });
    polling.start();
    await time.advance(20_000);
    expect(reloadsAt).toEqual([]);
  });

  it('makes no call once the applicant logged out', async () => {
    const { polling, time, reloadsAt, logout, service } = await pollingOn();
    polling.start();
    await logout.logOut();
    const callsBefore = service.calls.length;
    await time.advance(20_000);
    expect(reloadsAt).toEqual([]);
    expect(service.calls.length).toBe(callsBefore);
  });

  it('skips reloads while the store is in error and picks up when it recovers', async () => {
    const { polling, time, reloadsAt, interview } = await pollingOn();
    interview.status = 'error';
    polling.start();
    await time.advance(10_000);
    expect(reloadsAt).toEqual([]);
    interview.status = 'success';
    const recovered = time.now();
    await time.advance(2_100);
    expect(reloadsAt.length).toBeGreaterThan(0);
    expect((reloadsAt[0] ?? Infinity) - recovered).toBeLessThanOrEqual(2_100);
  });

  it('stops when the screen is left and keeps one loop when started twice', async () => {
    const { polling, time, reloadsAt } = await pollingOn();
    polling.start();
    polling.start();
    polling.activity();
    await time.advance(2000);
    expect(reloadsAt).toHaveLength(1);
    polling.stop();
    await time.advance(60_000);
    expect(reloadsAt).toHaveLength(1);
    expect(time.waiting).toBe(0);
  });

  it('picks up changes the reload brings', async () => {
    const { polling, time, service, interview } = await pollingOn();
    polling.start();
    service.snapshot = snapshotOf({ questions: [question('core.ssn', { complete: true })] });
    await time.advance(2000);
    expect(interview.allComplete).toBe(true);
  });
});

describe('PollingViewModel with a question open', () => {
  const fullName = question('core.fullname', { type: 'full-name' });
  const email = question('core.email', { type: 'email' });

  async function onQuestion() {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({ questions: [fullName, email] });
    h.service.record = recordOf('pending');
    h.signIn();
    const screen = h.questionScreen();
    await screen.enter('core-email');
    const polling = h.polling();
    polling.start();
    return { ...h, screen, polling };
  }

  it('does not replace the state while the applicant types, and picks it up once they pause', async () => {
    const { screen, polling, service, interview, time } = await onQuestion();
    service.snapshot = snapshotOf({ questions: [{ ...fullName, complete: true }, email] });
    for (let i = 0; i < 6; i += 1) {
      screen.changeValue(`ann${i}@example.`);
      polling.activity();
      await time.advance(1000);
    }
    expect(service.callsTo('reloadInterview')).toEqual([]);
    expect(interview.question('core.fullname')?.complete).toBe(false);
    expect(screen.value).toBe('ann5@example.');

    await time.advance(TYPING_PAUSE_MS + 2000);
    expect(interview.question('core.fullname')?.complete).toBe(true);
    expect(screen.value).toBe('ann5@example.');
  });

  it('does not replace the state while the applicant types into a field that keeps its own value', async () => {
    const { screen, polling, service, interview, time } = await onQuestion();
    service.snapshot = snapshotOf({ questions: [{ ...fullName, complete: true }, email] });
    // The schema form's keystrokes reach the question only as noteTyping until focus leaves a field.
    for (let i = 0; i < 6; i += 1) {
      screen.noteTyping();
      polling.activity();
      await time.advance(1000);
    }
    expect(service.callsTo('reloadInterview')).toEqual([]);
    expect(interview.question('core.fullname')?.complete).toBe(false);

    await time.advance(TYPING_PAUSE_MS + 2000);
    expect(interview.question('core.fullname')?.complete).toBe(true);
  });

  it('drops a reload that comes back while the applicant started typing', async () => {
    const { screen, service, interview, time } = await onQuestion();
    const answer = deferred<Awaited<ReturnType<typeof service.reloadInterview>>>();
    service.on('reloadInterview', () => answer.promise);
    await time.advance(2000);
    screen.changeValue('ann@');
    answer.resolve(ok(snapshotOf({ questions: [{ ...fullName, complete: true }, email] })));
    await time.advance(0);
    expect(interview.question('core.fullname')?.complete).toBe(false);
  });

  it('keeps what is typed when a reload completes the open question, and says why it stays', async () => {
    const { screen, service, navigator, snackbar, time } = await onQuestion();
    screen.changeValue('typed@example.com');
    await time.advance(TYPING_PAUSE_MS);
    service.attributeData = { 'core.email': 'other@example.com' };
    service.snapshot = snapshotOf({ questions: [fullName, { ...email, complete: true }] });
    await time.advance(3000);
    expect(screen.value).toBe('typed@example.com');
    expect(screen.attrType).toBe('core.email');
    expect(navigator.visited).toEqual([]);
    expect(snackbar.current?.message).toBe(POLLING_MESSAGES.answeredElsewhere);
  });

  it('moves on when a reload completes the open question and nothing was typed', async () => {
    const { service, navigator, time } = await onQuestion();
    service.snapshot = snapshotOf({ questions: [fullName, { ...email, complete: true }] });
    await time.advance(2000);
    expect(navigator.visited).toEqual(['/question/core-fullname']);
  });

  it('follows a phone that finished while the desktop sat idle: paused past 5 idle minutes, on again at the next activity', async () => {
    const { service, navigator, polling, time } = await onQuestion();
    await time.advance(6 * 60 * 1000);
    const reloads = service.callsTo('reloadInterview').length;
    service.snapshot = snapshotOf({ questions: [fullName, { ...email, complete: true }] });
    await time.advance(60 * 1000);
    expect(service.callsTo('reloadInterview')).toHaveLength(reloads);
    expect(navigator.visited).toEqual([]);
    polling.activity();
    await time.advance(500 + 2000);
    expect(navigator.visited).toEqual(['/question/core-fullname']);
  });

  it('does not count its own submission as answered elsewhere', async () => {
    const { screen, navigator, snackbar, service } = await onQuestion();
    service.snapshot = snapshotOf({ questions: [fullName, { ...email, complete: true }] });
    screen.changeValue('ann@example.com');
    await screen.submit();
    expect(navigator.visited).toEqual(['/question/core-fullname']);
    expect(snackbar.current).toBeNull();
  });
});
