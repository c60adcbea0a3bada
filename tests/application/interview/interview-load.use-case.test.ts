import { ok } from '../../../src/domain/shared/result';
import { deferred, failure, networkFailure, question, recordOf, snapshotOf } from '../fakes/fake-interview-service';
import { STORAGE_WARNING_TEXTS } from '../../../src/domain/session/storage-warning';
import { flushPromises } from '../fakes/fake-time';
import { interviewHarness, SESSION_KEY } from './harness';

describe('InterviewLoadUseCase loading', () => {
  it('loads the interview, the request record and the issuer of the relying party', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    expect(interview.status).toBe('success');
    expect(interview.snapshot?.questions.map((q) => q.attrType)).toEqual(['core.ssn']);
    expect(interview.issuer?.displayName).toBe('Acme Bank');
    expect(h.service.callsTo('getIssuer')).toEqual([['CN=Acme']]);
    expect(h.service.callsTo('getRequest')).toEqual([['R1']]);
  });

  it('identifies the user for error reports once loaded', async () => {
    const h = interviewHarness();
    await h.loaded();
    expect(h.reporter.user).toEqual({
      email: 'ann@example.com',
      businessFlow: false,
      issuerId: 'CN=Acme',
      issuerName: 'Acme Bank',
    });
  });

  it('flags error reports as the business flow as soon as a stored business session starts', () => {
    const h = interviewHarness();
    h.store.write(SESSION_KEY, { caseId: 42, enableReturn: false });
    h.loader.startSession('');
    expect(h.reporter.user).toEqual({ email: null, businessFlow: true, issuerId: null });
  });

  it('leaves error reports unflagged when an applicant session starts', () => {
    const h = interviewHarness();
    h.store.write(SESSION_KEY, { rprId: 'R5', canary: 'c-5', enableReturn: false });
    h.loader.startSession('');
    expect(h.reporter.user).toBeNull();
  });

  it("asks GET /userInfo once an applicant's session starts and names the reports' user by its e-mail", async () => {
    const h = interviewHarness();
    h.service.on('getUserInfo', () => ok({ email: 'pat.applicant@example.com', authDomain: 'example.com' }));
    h.signIn();
    await flushPromises();
    expect(h.service.callsTo('getUserInfo')).toHaveLength(1);
    expect(h.reporter.user).toEqual({
      email: 'pat.applicant@example.com',
      businessFlow: false,
      issuerId: null,
      issuerName: null,
    });
    await h.loader.load();
    // The load adds the issuer's flags and keeps the e-mail /userInfo gave.
    expect(h.reporter.user).toEqual({
      email: 'pat.applicant@example.com',
      businessFlow: false,
      issuerId: 'CN=Acme',
      issuerName: 'Acme Bank',
    });
    expect(h.service.callsTo('getUserInfo')).toHaveLength(1);
  });

  it('keeps the e-mail of a /userInfo answer that comes after the interview has loaded', async () => {
    const h = interviewHarness();
    const answer = deferred<Awaited<ReturnType<typeof h.service.getUserInfo>>>();
    h.service.on('getUserInfo', () => answer.promise);
    await h.loaded();
    expect(h.reporter.user).toEqual(expect.objectContaining({ email: 'ann@example.com', issuerId: 'CN=Acme' }));
    answer.resolve(ok({ email: 'pat.applicant@example.com', authDomain: null }));
    await flushPromises();
    expect(h.reporter.user).toEqual(
      expect.objectContaining({ email: 'pat.applicant@example.com', issuerId: 'CN=Acme', issuerName: 'Acme Bank' }),
    );
  });

  it.each([
    ['an error answer', () => failure(401, 'unauthorized-ido')],
    ['no answer', networkFailure],
  ])(
    'ignores /userInfo failing with %s: the interview loads and reports keep what the interview said',
    async (_case, fail) => {
      const h = interviewHarness();
      h.service.on('getUserInfo', fail);
      const interview = await h.loaded();
      await flushPromises();
      expect(interview.status).toBe('success');
      expect(h.error.reason).toBeNull();
      expect(h.reporter.reports).toEqual([]);
      expect(h.reporter.user).toEqual(expect.objectContaining({ email: 'ann@example.com', issuerId: 'CN=Acme' }));
    },
  );

  it('drops a /userInfo answer that comes after the applicant logged out', async () => {
    const h = interviewHarness();
    const answer = deferred<Awaited<ReturnType<typeof h.service.getUserInfo>>>();
    h.service.on('getUserInfo', () => answer.promise);
    await h.loaded();
    await h.logout.logOut();
    answer.resolve(ok({ email: 'pat.applicant@example.com', authDomain: null }));
    await flushPromises();
    expect(h.reporter.user).toEqual({ email: null, businessFlow: false, issuerId: null });
  });

  it('does not ask /userInfo for a business session (its e-mail comes from the business session)', async () => {
    const h = interviewHarness();
    h.store.write(SESSION_KEY, { caseId: 42, enableReturn: false });
    h.loader.startSession('');
    await flushPromises();
    expect(h.service.callsTo('getUserInfo')).toEqual([]);
  });

  it('shows the link-expired page without a session', async () => {
    const h = interviewHarness();
    h.signIn('');
    await h.loader.load();
    expect(h.error.reason).toBe('unknown-request');
    expect(h.interview.status).toBe('error');
    expect(h.service.calls).toEqual([]);
  });

  it('asks for session storage when a page without a link finds storage refused', async () => {
    const h = interviewHarness({ storage: false });
    h.signIn('');
    await h.loader.load();
    expect(h.error.reason).toBe('session-storage-required');
    expect(h.interview.status).toBe('error');
    expect(h.service.calls).toEqual([]);
  });

  it('loads a link that carries its session even when storage is refused', async () => {
    const h = interviewHarness({ storage: false });
    h.signIn();
    await h.loader.load();
    expect(h.error.reason).not.toBe('session-storage-required');
    expect(h.interview.status).toBe('success');
  });

  it('uses the stored session when the page was opened without a link', async () => {
    const h = interviewHarness();
    h.store.write(SESSION_KEY, { rprId: 'R5', canary: 'c-5', enableReturn: false });
    await h.loader.load();
    expect(h.service.callsTo('loadInterview')).toEqual([['R5']]);
    expect(h.service.canary).toBe('c-5');
    expect(h.interview.status).toBe('success');
  });

  it.each([
    [401, 'unauthorized-ido'],
    [403, 'unauthorized-ido'],
    [404, 'unknown-request'],
  ] as const)('puts a %i into the error state as %s', async (status, reason) => {
    const h = interviewHarness();
    h.service.on('loadInterview', async () => failure(status, reason));
    await h.loaded();
    expect(h.interview.status).toBe('error');
    expect(h.error.reason).toBe(reason);
  });

  it('shows a network failure of the issuer lookup as a cancelled request', async () => {
    const h = interviewHarness();
    h.service.on('getRelyingParty', async () => networkFailure());
    await h.loaded();
    expect(h.interview.status).toBe('error');
    expect(h.error.reason).toBe('cancelled-network-request');
    expect(h.service.callsTo('getIssuer')).toEqual([]);
  });

  it('reports an answer it cannot read and shows the unexpected page', async () => {
    const h = interviewHarness();
    h.service.on('getRequest', async () => ({
      ok: false,
      error: { kind: 'malformed', reason: 'unexpected', message: 'status must be a string' },
    }));
    await h.loaded();
    expect(h.error.reason).toBe('unexpected');
    expect(h.reporter.reports).toHaveLength(1);
  });

  it('does not load again while loading or once loaded', async () => {
    const h = interviewHarness();
    const held = deferred<Awaited<ReturnType<typeof h.service.loadInterview>>>();
    h.service.on('loadInterview', () => held.promise);
    h.signIn();
    const first = h.loader.load();
    expect(h.interview.status).toBe('loading');
    const second = h.loader.load();
    held.resolve(ok(snapshotOf()));
    await Promise.all([first, second]);
    await h.loader.load();
    expect(h.service.callsTo('loadInterview')).toHaveLength(1);
  });

  it('lets a second caller wait for the load under way and read the loaded interview', async () => {
    const h = interviewHarness();
    const held = deferred<Awaited<ReturnType<typeof h.service.loadInterview>>>();
    h.service.on('loadInterview', () => held.promise);
    h.signIn();
    const shell = h.loader.load();
    let seen: readonly string[] | null = null;
    const screen = h.loader.load().then(() => {
      seen = h.interview.questions.map((q) => q.attrType);
    });
    await flushPromises();
    expect(seen).toBeNull();
    held.resolve(ok(snapshotOf()));
    await Promise.all([shell, screen]);
    expect(seen).toEqual(['core.ssn']);
  });

  it.each(['finished', 'transition'] as const)('does not load again once the interview is %s', async (status) => {
    const h = interviewHarness();
    const interview = await h.loaded();
    if (status === 'finished') interview.markFinished();
    else interview.markTransition();
    await h.loader.load();
    expect(h.service.callsTo('loadInterview')).toHaveLength(1);
    expect(interview.status).toBe(status);
  });

  it('loads again after a failed load, leaving the error state', async () => {
    const h = interviewHarness();
    h.service.on('loadInterview', async () => networkFailure());
    const interview = await h.loaded();
    expect(interview.status).toBe('error');
    h.service.on('loadInterview', async () => ok(h.service.snapshot));
    await h.loader.load();
    expect(interview.status).toBe('success');
    expect(h.error.reason).toBeNull();
  });

  it('starts uninitialized and is loading while the calls are under way', async () => {
    const h = interviewHarness();
    expect(h.interview.status).toBe('uninitialized');
    const held = deferred<Awaited<ReturnType<typeof h.service.getRequest>>>();
    h.service.on('getRequest', () => held.promise);
    h.signIn();
    const loading = h.loader.load();
    expect(h.interview.status).toBe('loading');
    held.resolve(ok(recordOf('pending')));
    await loading;
    expect(h.interview.status).toBe('success');
  });

  it('sets up the card provider only when a balance is due', async () => {
    const free = interviewHarness();
    await free.loaded();
    expect(free.cards.prepared).toBe(0);

    const paid = interviewHarness();
    paid.service.snapshot = snapshotOf({ balance: { currency: 'USD', amount: 25 } });
    await paid.loaded();
    expect(paid.cards.prepared).toBe(1);
    expect(paid.interview.amountDue).toBe('$25.00');
  });

  it('loads the stored answers only while a question is incomplete', async () => {
    const open = interviewHarness();
    open.service.attributeData = { 'core.email': 'ann@example.com' };
    await open.loaded();
    expect(open.interview.values).toEqual({ 'core.email': 'ann@example.com' });

    const done = interviewHarness();
    done.service.snapshot = snapshotOf({ questions: [question('core.ssn', { complete: true })] });
    await done.loaded();
    expect(done.service.callsTo('getAttributeData')).toEqual([]);
  });

  it('keeps the questions usable when the stored answers fail to load', async () => {
    const h = interviewHarness();
    h.service.on('getAttributeData', async () => networkFailure());
    await h.loaded();
    expect(h.interview.status).toBe('success');
    expect(h.interview.values).toEqual({});
    expect(h.reporter.reports).toHaveLength(1);
  });
});

describe('InterviewLoadUseCase reloading', () => {
  it('replaces the state when the data changed', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    h.service.snapshot = snapshotOf({ questions: [question('core.ssn', { type: 'ssn', complete: true })] });
    await h.loader.reload();
    expect(interview.allComplete).toBe(true);
  });

  it('keeps the same state object when nothing changed', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    const before = interview.snapshot;
    const record = interview.record;
    h.service.snapshot = JSON.parse(JSON.stringify(h.service.snapshot));
    h.service.record = JSON.parse(JSON.stringify(h.service.record));
    await h.loader.reload();
    expect(interview.snapshot).toBe(before);
    expect(interview.record).toBe(record);
  });

  it('skips the reload while a submission runs', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    interview.setInFlight(['core.ssn'], true);
    await h.loader.reload();
    expect(h.service.callsTo('reloadInterview')).toEqual([]);
  });

  it('skips the reload without a session', async () => {
    const h = interviewHarness();
    await h.loader.reload();
    expect(h.service.calls).toEqual([]);
  });

  it('drops a reload answer that arrives after a submission started', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    const held = deferred<Awaited<ReturnType<typeof h.service.reloadInterview>>>();
    h.service.on('reloadInterview', () => held.promise);
    const reloading = h.loader.reload();
    interview.setInFlight(['core.ssn'], true);
    interview.markComplete(['core.ssn']);
    held.resolve(ok(snapshotOf()));
    await reloading;
    expect(interview.question('core.ssn')?.complete).toBe(true);
  });

  it('leaves a network failure of a reload to the next poll', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    h.service.on('reloadInterview', async () => networkFailure());
    await h.loader.reload();
    expect(interview.status).toBe('success');
    expect(h.error.reason).toBeNull();
  });

  it('picks up a request record that changed, and with it the stage', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    expect(interview.stageRoute).toBe('/overview');
    h.service.record = recordOf('timeout');
    await h.loader.reload();
    expect(interview.requestStatus).toBe('timeout');
    expect(interview.stageRoute).toBe('/status');
  });

  it('shows the error page when a reload finds the link expired', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    h.service.on('getRequest', async () => failure(404, 'unknown-request'));
    await h.loader.reload();
    expect(interview.status).toBe('error');
    expect(h.error.reason).toBe('unknown-request');
  });
});

describe('InterviewLoadUseCase session and logout', () => {
  it('logs out: DELETE /auth, clears the stored session, status loggedOut', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    await h.logout.logOut();
    expect(h.service.callsTo('logout')).toHaveLength(1);
    expect(h.store.entries.has(SESSION_KEY)).toBe(false);
    expect(interview.status).toBe('loggedOut');
    expect(interview.session).toBeNull();
  });

  it("forgets the applicant's answers, issuer, verification results and texts sent on logout", async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    interview.editValue('core.ssn', '123-45-6789');
    h.verificationStore.set('core.ssn', { status: 'failed', failureReason: 'GLARE' });
    h.delegationStore.count('core.ssn');
    await h.logout.logOut();
    expect(interview.values).toEqual({});
    expect(interview.issuer).toBeNull();
    expect(h.verificationStore.verification('core.ssn').failures).toBe(0);
    expect(h.delegationStore.sent('core.ssn')).toBe(0);
  });

  it("lands an applicant on the logged-out page, with the error shown before and the reports' name forgotten", async () => {
    const h = interviewHarness();
    await h.loaded();
    h.error.fail('submission-failed');
    expect(h.reporter.user).toEqual(expect.objectContaining({ email: expect.any(String) }));
    await h.logout.logOut();
    expect(h.navigator.visited).toEqual(['/logged-out']);
    expect(h.error.reason).toBeNull();
    expect(h.reporter.user).toEqual({ email: null, businessFlow: false, issuerId: null });
  });

  it('shows the link-expired page when the interview is loaded again after logout', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    await h.logout.logOut();
    await h.loader.load();
    expect(interview.status).toBe('error');
    expect(h.error.reason).toBe('unknown-request');
    expect(h.service.callsTo('loadInterview')).toHaveLength(1);
  });

  it('clears the stored session even when the logout call fails', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    h.service.on('logout', async () => networkFailure());
    await h.logout.logOut();
    expect(h.store.entries.has(SESSION_KEY)).toBe(false);
    expect(interview.status).toBe('loggedOut');
  });

  it("logs a business owner out on the business service and goes to the case's landing page, which forgets the page's session", async () => {
    const h = interviewHarness();
    h.interview.startSession({ kind: 'business', caseId: 42, enableReturn: false });
    h.store.write(SESSION_KEY, { caseId: 42, enableReturn: false });
    await h.logout.logOut();
    expect(h.service.callsTo('logout')).toHaveLength(0);
    expect(h.store.entries.has(SESSION_KEY)).toBe(false);
    expect(h.navigator.visited).toEqual(['/v2/google-login/42']);
  });

  it('says once, permanently, that refreshing loses progress when the browser refuses session storage', async () => {
    const h = interviewHarness({ storage: false });
    h.signIn();
    await h.loader.load();
    expect(h.snackbar.queue).toEqual([
      expect.objectContaining({ message: STORAGE_WARNING_TEXTS.unavailable, permanent: true }),
    ]);
    await h.time.advance(60_000);
    expect(h.snackbar.current?.message).toBe(STORAGE_WARNING_TEXTS.unavailable);
    expect(h.interview.status).toBe('success');
  });

  it('shows no storage message when session storage works', async () => {
    const h = interviewHarness();
    await h.loaded();
    expect(h.snackbar.queue).toEqual([]);
  });
});
