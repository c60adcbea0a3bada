import { ErrorActionUseCase } from '../../../src/application/use-cases/error-action.use-case';
import { ErrorActionViewModel } from '../../../src/application/view-models/error-action.view-model';
import {
  RequestStatusPageViewModel,
  STATUS_REFRESH_MS,
} from '../../../src/application/view-models/request-status-page.view-model';
import { ok } from '../../../src/domain/shared/result';
import { settingsOf } from '../fakes/fake-app-settings';
import { IDLE_SCALE_MS } from '../../../src/domain/polling/polling-constants';
import { deferred, failure, issuerOf, networkFailure, recordOf, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness } from '../interview/harness';

const DAY_S = 86_400;

function statusHarness() {
  const h = interviewHarness();
  const errors = new ErrorActionViewModel(
    h.error,
    h.snackbar,
    new ErrorActionUseCase(h.navigator, h.store, settingsOf(), h.interview),
    h.reporter,
  );
  const activity = h.polling();
  const page = new RequestStatusPageViewModel(h.service, h.interview, h.startSession, errors, h.time, h.time, activity);
  const nowS = () => Math.floor(h.time.now() / 1000);
  return { ...h, page, nowS, activity };
}

describe('RequestStatusPageViewModel', () => {
  it("loads the session's request and shows its alert, timeline and dates", async () => {
    const h = statusHarness();
    h.signIn();
    h.service.record = recordOf('in_process', { createdAt: h.nowS() - 2 * DAY_S, submittedAt: h.nowS() - DAY_S });
    await h.page.start();
    expect(h.service.callsTo('getRequest')).toEqual([['R1']]);
    expect(h.page.alert).toBe('Your information is being verified with official sources');
    expect(h.page.timeline.map((step) => [step.title, step.state])).toEqual([
      ['Request sent', 'success'],
      ['Information received', 'success'],
      ['Verification', 'ongoing'],
      ['Results sent', 'disabled'],
    ]);
    expect(h.page.report?.requestedAt).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(h.page.notices).toEqual([]);
    h.page.stop();
  });

  it('shows the record the interview load read at once, then reads it again', async () => {
    const h = statusHarness();
    h.service.record = recordOf('complete', { createdAt: h.nowS() - 2 * DAY_S });
    await h.loaded();
    const answer = deferred<Awaited<ReturnType<typeof h.service.getRequest>>>();
    h.service.on('getRequest', () => answer.promise);
    const started = h.page.start();
    // Before the page's own read answers, the loaded record shows.
    expect(h.page.alert).toBe('Your information verification has completed successfully');
    expect(h.page.loading).toBe(false);
    answer.resolve(ok(recordOf('complete', { createdAt: h.nowS() - 2 * DAY_S })));
    await started;
    expect(h.service.callsTo('getRequest')).toHaveLength(2);
    h.page.stop();
  });

  it("reads no record without an applicant's session: unauthorized-ido, 'Session not established.'", async () => {
    const h = statusHarness();
    await h.page.start();
    expect(h.service.callsTo('getRequest')).toEqual([]);
    expect([h.error.reason, h.error.message]).toEqual(['unauthorized-ido', 'Session not established.']);
    expect(h.page.running).toBe(false);
  });

  it('reads the stored session when the interview has not started one', async () => {
    const h = statusHarness();
    h.signIn();
    const fresh = statusHarness();
    fresh.store.write('attest.session', h.store.read('attest.session'));
    await fresh.page.start();
    expect(fresh.service.callsTo('getRequest')).toEqual([['R1']]);
    fresh.page.stop();
  });

  it('shows the 7-day notice, then the 13-day one when the page opens days later', async () => {
    const h = statusHarness();
    h.signIn();
    h.service.record = recordOf('in_process', { submittedAt: h.nowS() - 7 * DAY_S });
    await h.page.start();
    expect(h.page.notices).toEqual(['delay-7']);
    h.page.stop();
    await h.time.advance(6 * DAY_S * 1000);
    await h.page.start();
    expect(h.page.notices).toEqual(['delay-13']);
    h.page.stop();
  });

  it('shows no notice before 7 days', async () => {
    const h = statusHarness();
    h.signIn();
    h.service.record = recordOf('in_process', { submittedAt: h.nowS() - 6 * DAY_S });
    await h.page.start();
    expect(h.page.notices).toEqual([]);
    h.page.stop();
  });

  it('refreshes in the background and shows the new status', async () => {
    const h = statusHarness();
    h.signIn();
    h.service.record = recordOf('in_process');
    await h.page.start();
    h.service.record = recordOf('complete', { completedAt: h.nowS() });
    await h.time.advance(STATUS_REFRESH_MS);
    expect(h.service.callsTo('getRequest')).toHaveLength(2);
    expect(h.page.alert).toBe('Your information verification has completed successfully');
  });

  it('stops refreshing once the request is final', async () => {
    const h = statusHarness();
    h.signIn();
    h.service.record = recordOf('complete');
    await h.page.start();
    await h.time.advance(10 * STATUS_REFRESH_MS);
    expect(h.service.callsTo('getRequest')).toHaveLength(1);
  });

  it('stops refreshing when told', async () => {
    const h = statusHarness();
    h.signIn();
    h.service.record = recordOf('in_process');
    await h.page.start();
    await h.page.start();
    await h.time.advance(STATUS_REFRESH_MS);
    expect(h.service.callsTo('getRequest')).toHaveLength(2);
    h.page.stop();
    await h.time.advance(10 * STATUS_REFRESH_MS);
    expect(h.service.callsTo('getRequest')).toHaveLength(2);
    expect(h.time.waiting).toBe(0);
  });

  it('reads again on the polling ramp: 2 s for an active applicant, up to 6 s when idle, paused beyond 5 minutes', async () => {
    const h = statusHarness();
    h.signIn();
    h.service.record = recordOf('in_process');
    const readsAt: number[] = [];
    h.service.on('getRequest', () => {
      readsAt.push(h.time.now());
      return ok(h.service.record);
    });
    const start = h.time.now();
    await h.page.start();
    await h.time.advance(IDLE_SCALE_MS);
    const gaps = readsAt.slice(1).map((at, index) => at - (readsAt[index] ?? 0));
    expect((readsAt[1] ?? 0) - start).toBeCloseTo(STATUS_REFRESH_MS, -1);
    expect(gaps.every((gap, index) => index === 0 || gap >= (gaps[index - 1] ?? 0))).toBe(true);
    expect(gaps[gaps.length - 1]).toBeGreaterThan(5500);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(6000);

    await h.time.advance(10_000);
    const paused = readsAt.length;
    await h.time.advance(60_000);
    expect(readsAt).toHaveLength(paused);
    h.activity.activity();
    await h.time.advance(500 + STATUS_REFRESH_MS);
    expect(readsAt).toHaveLength(paused + 1);
    h.page.stop();
  });

  it('keeps its first read when constant polling is off', async () => {
    const h = statusHarness();
    h.service.snapshot = snapshotOf({ featureFlags: { rpr_constant_polling_enabled: false } });
    h.service.record = recordOf('in_process');
    await h.loaded();
    await h.page.start();
    const reads = h.service.callsTo('getRequest').length;
    await h.time.advance(60_000);
    expect(h.service.callsTo('getRequest')).toHaveLength(reads);
    h.page.stop();
  });

  it('keeps the page through a network blip and tries again', async () => {
    const h = statusHarness();
    h.signIn();
    h.service.record = recordOf('in_process');
    await h.page.start();
    h.service.on('getRequest', () => networkFailure());
    await h.time.advance(STATUS_REFRESH_MS);
    expect(h.page.alert).toBe('Your information is being verified with official sources');
    expect(h.error.reason).toBeNull();
    h.service.on('getRequest', () => ok(recordOf('complete')));
    // Two seconds idle since the page opened add a fraction of a millisecond to the wait.
    await h.time.advance(STATUS_REFRESH_MS + 1);
    expect(h.page.report?.state).toBe('complete');
  });

  it('sends an unknown request to the link-expired route', async () => {
    const h = statusHarness();
    h.signIn();
    h.service.on('getRequest', () => failure(404, 'unknown-request'));
    await h.page.start();
    expect(h.error.reason).toBe('unknown-request');
    expect(h.navigator.visited).toEqual(['/unknown-request']);
    await h.time.advance(10 * STATUS_REFRESH_MS);
    expect(h.service.callsTo('getRequest')).toHaveLength(1);
  });

  it('shows a failed first load on the error page', async () => {
    const h = statusHarness();
    h.signIn();
    h.service.on('getRequest', () => networkFailure());
    await h.page.start();
    expect(h.error.reason).toBe('cancelled-network-request');
  });

  it('shows the error page when a refresh is refused', async () => {
    const h = statusHarness();
    h.signIn();
    h.service.record = recordOf('in_process');
    await h.page.start();
    h.service.on('getRequest', () => failure(401, 'unauthorized-ido'));
    await h.time.advance(STATUS_REFRESH_MS);
    expect(h.error.reason).toBe('unauthorized-ido');
  });

  it('shows the terminated page for a canceled insurance self-attestation-only request', async () => {
    const h = statusHarness();
    h.service.issuer = issuerOf({
      primaryColor: '#123456',
      privacyPolicy: { headline: 'Privacy', message: null, url: 'https://acme.example/privacy', title: 'Policy' },
    });
    await h.loaded();
    h.service.record = recordOf('terminated', {
      agreements: [
        { attributeType: 'insurance_policy_verification.self_attestation.enterprise', fulfilmentStatus: null },
      ],
    });
    await h.page.start();
    expect(h.page.terminated).toBe(true);
    expect(h.page.brandColor).toBe('#123456');
    expect(h.page.privacyPolicy?.url).toBe('https://acme.example/privacy');
  });

  it('shows the normal page for a canceled request asking for more', async () => {
    const h = statusHarness();
    h.signIn();
    h.service.record = recordOf('terminated', {
      agreements: [
        { attributeType: 'insurance_policy_verification.self_attestation.enterprise', fulfilmentStatus: null },
        { attributeType: 'core.ssn', fulfilmentStatus: null },
      ],
    });
    await h.page.start();
    expect(h.page.terminated).toBe(false);
    expect(h.page.alert).toBe('This verification has been canceled');
  });

  it("shows the issuer's status message and support footer with normalised links", async () => {
    const h = statusHarness();
    h.service.issuer = issuerOf({
      supportContactInfo: { email: 'help@acme.example', phone: '555 0100', url: 'acme.example/help', urlTitle: null },
      idoStatusMessages: { in_process: { msg: 'We are on it.', url: '/relative', urlTitle: 'More' } },
    });
    h.service.record = recordOf('in_process');
    await h.loaded();
    await h.page.start();
    expect(h.page.statusMessage).toEqual({ text: 'We are on it.', link: null });
    expect(h.page.footer).toEqual({
      link: { text: 'http://acme.example/help', href: 'http://acme.example/help' },
      email: { text: 'help@acme.example', href: 'mailto:help@acme.example' },
      phone: { text: '555 0100', href: 'tel:5550100' },
    });
    h.page.stop();
  });

  it('reads nothing for a business session', async () => {
    const h = statusHarness();
    h.signIn('?case_id=42&auth_code=x');
    await h.page.start();
    expect(h.service.callsTo('getRequest')).toHaveLength(0);
    expect(h.page.report).toBeNull();
  });
});
