import { question, recordOf, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

describe('InterviewStore stage', () => {
  async function stageRouteWith(options: {
    status?: string;
    complete?: boolean;
    amount?: number;
    consentGiven?: boolean;
    finished?: boolean;
  }) {
    const h = interviewHarness();
    h.service.record = recordOf(options.status ?? 'pending');
    h.service.snapshot = snapshotOf({
      questions: [question('core.ssn', { complete: options.complete ?? false })],
      balance: { currency: 'USD', amount: options.amount ?? 0 },
      consentGiven: options.consentGiven ?? false,
    });
    const interview = await h.loaded();
    if (options.finished === true) interview.markFinished();
    return interview.stageRoute;
  }

  it('keeps a new request with a question left on the overview', async () => {
    expect(await stageRouteWith({})).toBe('/overview');
  });

  it('sends a complete interview with a balance to checkout', async () => {
    expect(await stageRouteWith({ complete: true, amount: 10 })).toBe('/pay');
  });

  it('waits for results once everything is answered and paid', async () => {
    expect(await stageRouteWith({ complete: true })).toBe('/finishing');
  });

  it('thanks the applicant once consent was given and the interview finished', async () => {
    expect(await stageRouteWith({ complete: true, consentGiven: true, finished: true })).toBe('/done');
  });

  it('sends a timed-out or completed request to the status page', async () => {
    expect(await stageRouteWith({ status: 'timeout' })).toBe('/status');
    expect(await stageRouteWith({ status: 'complete', complete: true })).toBe('/status');
  });

  it('advances a new request to processing once every question is complete', async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({ questions: [question('core.ssn', { complete: true })] });
    const interview = await h.loaded();
    expect(interview.requestStatus).toBe('processing');
  });

  it('goes to the next incomplete question, else to the stage route', async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({
      questions: [question('core.ssn', { metadata: { nextAttrTypes: ['core.email'] } }), question('core.email')],
    });
    const interview = await h.loaded();
    expect(interview.nextPath('core.ssn')).toBe('/question/core-email');
    interview.markComplete(['core.ssn', 'core.email']);
    expect(interview.nextPath('core.email')).toBe('/finishing');
  });

  it('unhides the next questions of a completed question', async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({
      questions: [
        question('core.ssn', { metadata: { nextAttrTypes: ['core.email'] } }),
        question('core.email', { metadata: { hidden: true } }),
      ],
    });
    const interview = await h.loaded();
    expect(interview.visibleQuestions.map((q) => q.attrType)).toEqual(['core.ssn']);
    interview.markComplete(['core.ssn']);
    expect(interview.visibleQuestions.map((q) => q.attrType)).toEqual(['core.ssn', 'core.email']);
  });
});

describe('InterviewStore document grouping', () => {
  const US = 'identity_assurance.document_verification.us_issued';
  const FR_CARD = 'identity_assurance.document_verification.eu.fr.id_card';

  async function loadedWithDocuments() {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({
      questions: [
        question('core.fullname', { complete: true }),
        question(`${US}.front_image`, { type: 'id-scan', metadata: { title: 'Your ID' } }),
        question(`${US}.back_image`, { type: 'id-scan' }),
        question(`${FR_CARD}.front`, { type: 'id-scan' }),
        question(`${FR_CARD}.back`, { type: 'id-scan' }),
      ],
    });
    return h.loaded();
  }

  it('shows US-issued pages as one legacy question and other documents one per type', async () => {
    const interview = await loadedWithDocuments();
    expect(interview.questions.map((q) => q.attrType)).toEqual(['core.fullname', US, FR_CARD]);
    expect(interview.question(US)?.metadata).toEqual(expect.objectContaining({ title: 'Your ID', isLegacy: true }));
    expect(interview.question(`${US}.front_image`)).toBeUndefined();
  });

  it('completes a merged question with every page attribute in it, and nothing else', async () => {
    const interview = await loadedWithDocuments();
    interview.markComplete([US]);
    expect(interview.question(US)?.complete).toBe(true);
    expect(interview.question(FR_CARD)?.complete).toBe(false);
    expect(interview.nextPath(US)).toBe('/question/identity_assurance-document_verification-eu-fr-id_card');
  });
});

describe('InterviewStore flags', () => {
  it('turns polling off by default in the business flow and on for an interview', () => {
    const business = interviewHarness();
    business.signIn('?case_id=42&auth_code=A7');
    expect(business.interview.pollingEnabled).toBe(false);
    const applicant = interviewHarness();
    applicant.signIn();
    expect(applicant.interview.pollingEnabled).toBe(true);
  });

  it('warns before leaving while an attribute is in flight', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    interview.setInFlight(['core.ssn'], true);
    expect(h.navigator.leaveWarning).toBe('Your data are still not sent. Do you want to abort the submission?');
    interview.setInFlight(['core.ssn'], false);
    expect(h.navigator.leaveWarning).toBeNull();
  });
});

describe('InterviewStore gate (what a main route shows)', () => {
  const BUSINESS = { kind: 'business', caseId: 42, enableReturn: false } as const;

  it.each([
    ['/question/{slug}', null],
    ['/pay', '/pay'],
    ['/finishing', '/finishing'],
    ['/done', '/done'],
    ['/status', '/status'],
  ] as const)('sends a business session on %s to its form on /overview, before any load', (_route, expected) => {
    const h = interviewHarness();
    h.interview.startSession(BUSINESS);
    expect(h.interview.status).toBe('uninitialized');
    expect(h.interview.gate(expected)).toEqual({ to: '/overview' });
  });

  it('leaves nothing for a business session to wait on: its load returns at once, calling nothing', async () => {
    const h = interviewHarness();
    h.interview.startSession(BUSINESS);
    await h.loader.load();
    expect(h.service.callsTo('loadInterview')).toHaveLength(0);
    expect(h.interview.gate('/status')).toEqual({ to: '/overview' });
  });

  it('sends every main route to the logged-out page after a logout in this page', async () => {
    const h = interviewHarness();
    const interview = await h.loaded();
    await h.logout.logOut();
    for (const expected of [null, '/overview', '/pay', '/finishing', '/done', '/status'] as const) {
      expect(interview.gate(expected)).toEqual({ to: '/logged-out' });
    }
  });

  it('shows the loading screen until the interview loads, then the route or the route of the stage', async () => {
    const h = interviewHarness();
    h.signIn();
    expect(h.interview.gate('/overview')).toEqual('loading');
    await h.loader.load();
    expect(h.interview.gate('/overview')).toEqual('show');
    expect(h.interview.gate(null)).toEqual('show');
    expect(h.interview.gate('/done')).toEqual({ to: '/overview' });
  });

  it('shows the error page after a failed load', async () => {
    const h = interviewHarness();
    h.service.on('loadInterview', async () => ({
      ok: false,
      error: { kind: 'http', status: 500, reason: 'unexpected', message: '' },
    }));
    await h.loaded();
    expect(h.interview.gate('/overview')).toEqual('error');
  });
});
