import { DELEGATION_MESSAGES } from '../../../src/domain/errors/delegation-messages';
import { VERIFICATION_POLLING } from '../../../src/domain/questions/verification-polling';
import { ok } from '../../../src/domain/shared/result';
import { deferred, failure, issuerOf, networkFailure, question, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness, SESSION_KEY } from './harness';

const fullName = question('core.fullname', { type: 'full-name', metadata: { nextAttrTypes: ['core.email'] } });
const email = question('core.email', { type: 'email' });
const idScan = question('document.id', { type: 'id-scan' });

async function onQuestion(slug = 'core-fullname', questions = [fullName, email, idScan]) {
  const h = interviewHarness();
  h.service.snapshot = snapshotOf({ questions });
  h.signIn();
  const screen = h.questionScreen();
  await screen.enter(slug);
  return { ...h, screen };
}

describe('QuestionViewModel entering', () => {
  it('loads the interview and the stored answers, then shows the question with its answer', async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({ questions: [fullName, email] });
    h.service.attributeData = { 'core.email': 'ann@example.com' };
    h.signIn();
    const screen = h.questionScreen();
    await screen.enter('core-email');
    expect(screen.attrType).toBe('core.email');
    expect(screen.value).toBe('ann@example.com');
    expect(h.navigator.visited).toEqual([]);
  });

  it('reads the stored answers once for a question opened right after the load, again for a later one', async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({ questions: [fullName, email] });
    h.service.attributeData = { 'core.email': 'ann@example.com' };
    h.signIn();
    await h.questionScreen().enter('core-email');
    // The load read them; the question opened from the link does not wait for a second read.
    expect(h.service.callsTo('getAttributeData')).toHaveLength(1);

    // Time passes (a poll): a question opened now reads them again (another tab may have answered).
    await h.loader.reload();
    await h.questionScreen().enter('core-email');
    expect(h.service.callsTo('getAttributeData')).toHaveLength(2);
  });

  it('redirects from a complete question to the next incomplete one', async () => {
    const { screen, navigator } = await onQuestion('core-fullname', [{ ...fullName, complete: true }, email]);
    expect(screen.attrType).toBeNull();
    expect(navigator.current).toBe('/question/core-email');
  });

  it('redirects from a hidden question as from a complete one', async () => {
    const hidden = question('core.hidden', { type: 'text', metadata: { hidden: true } });
    const { screen, navigator } = await onQuestion('core-hidden', [fullName, hidden]);
    expect(screen.attrType).toBeNull();
    expect(navigator.current).toBe('/question/core-fullname');
  });

  it('redirects from a selfie behind an unfinished biometric consent, and opens it once the consent is given', async () => {
    const consent = question('consent.biometric.authorization', { type: 'consent' });
    const selfie = question('identity_assurance.selfie', { type: 'selfie' });
    const behind = await onQuestion('identity_assurance-selfie', [consent, selfie]);
    expect(behind.screen.attrType).toBeNull();
    expect(behind.navigator.current).toBe('/question/consent-biometric-authorization');

    const given = await onQuestion('identity_assurance-selfie', [{ ...consent, complete: true }, selfie]);
    expect(given.screen.attrType).toBe('identity_assurance.selfie');
    expect(given.navigator.visited).toEqual([]);
  });

  it('redirects from a hidden question to the stage route when nothing visible is left', async () => {
    const hidden = question('core.hidden', { type: 'text', metadata: { hidden: true } });
    const { navigator } = await onQuestion('core-hidden', [{ ...fullName, complete: true }, hidden]);
    expect(navigator.current).toBe('/overview');
  });

  it('redirects from a missing question to the stage route when nothing is left', async () => {
    const { navigator } = await onQuestion('core-nothing', [{ ...fullName, complete: true }]);
    expect(navigator.current).toBe('/finishing');
  });

  it('sends a business session to the overview, where its form is', async () => {
    const h = interviewHarness();
    h.signIn('?case_id=42&auth_code=A7');
    const screen = h.questionScreen();
    await screen.enter('core-fullname');
    expect(h.navigator.current).toBe('/overview');
    expect(screen.attrType).toBeNull();
  });

  it('shows the question entered while the interview is still loading, without redirecting', async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({ questions: [fullName, email] });
    const held = deferred<Awaited<ReturnType<typeof h.service.loadInterview>>>();
    h.service.on('loadInterview', () => held.promise);
    h.signIn();
    const shell = h.loader.load();
    const screen = h.questionScreen();
    const entering = screen.enter('core-email');
    held.resolve(ok(h.service.snapshot));
    await Promise.all([shell, entering]);
    expect(screen.attrType).toBe('core.email');
    expect(h.navigator.visited).toEqual([]);
  });

  it('shows an unknown field type as an error', async () => {
    const { error } = await onQuestion('core-odd', [question('core.odd', { type: 'hologram' })]);
    expect(error.reason).toBe('unexpected');
  });
});

describe('QuestionViewModel validation', () => {
  it('shows the message only after the field was left or a submit was tried', async () => {
    const { screen } = await onQuestion('core-email');
    screen.changeValue('not-an-email');
    expect(screen.valid).toBe(false);
    expect(screen.errorMessage).toBeNull();
    screen.blur();
    expect(screen.errorMessage).toBe('Invalid email');
  });

  it('does not send an invalid answer and shows why', async () => {
    const { screen, service } = await onQuestion('core-email');
    screen.changeValue('');
    await screen.submit();
    expect(service.callsTo('postAttributeData')).toEqual([]);
    expect(screen.errorMessage).toBe('This value is required');
  });

  it('does not send a malformed answer and reports it without the value', async () => {
    const { screen, service, reporter } = await onQuestion('core-fullname');
    screen.changeValue({ first: 7, last: ['x'] });
    await screen.submit();
    expect(service.callsTo('postAttributeData')).toEqual([]);
    expect(reporter.reports).toEqual([
      { error: new Error('malformed answer'), context: { attrType: 'core.fullname', kind: 'full-name' } },
    ]);
    expect(JSON.stringify(reporter.reports)).not.toContain('"x"');
  });

  it('holds an insurance expiration typed as a plain date to today or later (spec 001 §5.15)', async () => {
    const expiration = question('insurance_policy_verification.expiration_date', { type: 'date' });
    const byInputType = question('coi.expiry', { type: undefined, metadata: { inputType: 'date' } });
    const started = question('employment.start_date', { type: 'date' });
    for (const [q, slug] of [
      [expiration, 'insurance_policy_verification-expiration_date'],
      [byInputType, 'coi-expiry'],
    ] as const) {
      const { screen } = await onQuestion(slug, [q, fullName]);
      screen.changeValue('11/22/2020');
      expect(screen.verdict).toEqual({ valid: false, message: 'Date must be today or later' });
      screen.changeValue('11/23/2099');
      expect(screen.valid).toBe(true);
    }
    const { screen } = await onQuestion('employment-start_date', [started, fullName]);
    screen.changeValue('11/22/2020');
    expect(screen.valid).toBe(true);
  });

  it('reports the consent HTML entries the app cannot read when a consent question opens, by key, once', async () => {
    const consent = question('consent.fcra', { type: 'consent' });
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({ questions: [fullName, consent] });
    h.service.issuer = issuerOf({ unreadConsentHtml: ['consent.fcra', 'consent.fcra.authorized'] });
    h.signIn();
    const screen = h.questionScreen();
    await screen.enter('core-fullname');
    expect(h.reporter.reports).toEqual([]);
    await screen.enter('consent-fcra');
    await screen.enter('consent-fcra');
    expect(h.reporter.user).toMatchObject({ issuerId: 'CN=Acme' });
    expect(h.reporter.reports).toEqual([
      { error: new Error('unreadable consent HTML'), context: { keys: 'consent.fcra consent.fcra.authorized' } },
    ]);
  });

  it('reports nothing when every consent HTML entry was read', async () => {
    const { screen, reporter } = await onQuestion('consent-fcra', [question('consent.fcra', { type: 'consent' })]);
    expect(screen.attrType).toBe('consent.fcra');
    expect(reporter.reports).toEqual([]);
  });

  it('resets the verification result of an edited attribute', async () => {
    const { screen, verificationStore } = await onQuestion('document-id');
    verificationStore.set('document.id', { status: 'failed', failureReason: 'GLARE' });
    screen.changeValue({ pages: [] });
    expect(verificationStore.verification('document.id').result).toEqual({ status: 'uninitialized' });
    expect(verificationStore.verification('document.id').failures).toBe(1);
  });
});

describe('QuestionViewModel submission', () => {
  it('encodes and stores the answer, completes the question and goes to the next one', async () => {
    const { screen, service, interview, navigator } = await onQuestion();
    screen.changeValue({ first: 'Ann', middle: '', last: 'Lee' });
    await screen.submit();
    expect(service.callsTo('postAttributeData')[0]?.[0]).toEqual({
      'core.fullname': { shareWith: ['acme'], value: expect.anything() },
    });
    expect(interview.question('core.fullname')?.complete).toBe(true);
    expect(navigator.current).toBe('/question/core-email');
  });

  it('on a phone lent this question by a hand-off, says it is done there instead of moving on', async () => {
    const { screen, interview, navigator } = await onQuestion();
    interview.startHandOff('core.fullname');
    const before = navigator.visited.length;
    screen.changeValue({ first: 'Ann', middle: '', last: 'Lee' });
    await screen.submit();
    expect(interview.question('core.fullname')?.complete).toBe(true);
    expect(screen.doneOnThisPhone).toBe(true);
    expect(navigator.visited).toHaveLength(before);
  });

  it('on a phone lent another question, moves on from this one as usual', async () => {
    const { screen, interview, navigator } = await onQuestion();
    interview.startHandOff('identity_assurance.selfie');
    screen.changeValue({ first: 'Ann', middle: '', last: 'Lee' });
    await screen.submit();
    expect(screen.doneOnThisPhone).toBe(false);
    expect(navigator.current).toBe('/question/core-email');
  });

  it('flags the attribute in flight, guards leaving and reports progress while sending', async () => {
    const { screen, service, interview, navigator } = await onQuestion();
    const held = deferred<Awaited<ReturnType<typeof service.postAttributeData>>>();
    let report: ((fraction: number) => void) | undefined;
    service.on('postAttributeData', (_answers, onProgress) => {
      report = onProgress;
      return held.promise;
    });
    screen.changeValue({ first: 'Ann', middle: '', last: 'Lee' });
    const sending = screen.submit();
    expect(interview.inFlight).toEqual({ 'core.fullname': true });
    expect(navigator.leaveWarning).toBe('Your data are still not sent. Do you want to abort the submission?');
    expect(screen.submitLabel).toBe('Submitting…');
    report?.(0.5);
    expect(screen.progress).toBe(0.5);
    held.resolve(ok({ datumIds: ['d1'] }));
    await sending;
    expect(interview.inFlight).toEqual({});
    expect(navigator.leaveWarning).toBeNull();
    expect(screen.progress).toBeNull();
  });

  it.each([401, 403])(
    'shows the session message, not "try again in a few minutes", when the submission is answered %i',
    async (status) => {
      const { screen, service, error } = await onQuestion();
      service.on('postAttributeData', async () => failure(status, 'unauthorized-ido'));
      const typed = { first: 'Ann', middle: 'Q', last: 'Lee' };
      screen.changeValue(typed);
      await screen.submit();
      expect(error.reason).toBe('unauthorized-ido');
      expect(screen.value).toEqual(typed);
    },
  );

  it('keeps every typed value when the submission fails', async () => {
    const h = await onQuestion();
    const { screen, service, interview, error } = h;
    service.on('postAttributeData', async () => networkFailure());
    const typed = { first: 'Ann', middle: 'Q', last: 'Lee' };
    screen.changeValue(typed);
    await screen.submit();
    expect(error.reason).toBe('submission-failed');
    expect(screen.value).toEqual(typed);
    expect(interview.values['core.fullname']).toEqual(typed);
    expect(interview.question('core.fullname')?.complete).toBe(false);
    expect(interview.inFlight).toEqual({});
    expect(h.navigator.leaveWarning).toBeNull();
    expect(screen.submitting).toBe(false);
    const again = h.questionScreen();
    again.open('core.fullname');
    expect(again.value).toEqual(typed);
  });

  it('does not send a second time while a submission is in flight', async () => {
    const { screen, service } = await onQuestion();
    const held = deferred<Awaited<ReturnType<typeof service.postAttributeData>>>();
    service.on('postAttributeData', () => held.promise);
    screen.changeValue({ first: 'Ann', middle: '', last: 'Lee' });
    const first = screen.submit();
    await screen.submit();
    held.resolve(ok({ datumIds: ['d1'] }));
    await first;
    expect(service.callsTo('postAttributeData')).toHaveLength(1);
  });

  it('keeps answer values out of browser storage', async () => {
    const { screen, store } = await onQuestion();
    screen.changeValue({ first: 'Ann', middle: 'Q', last: 'Lee' });
    await screen.submit();
    expect(JSON.stringify([...store.entries.values()])).not.toMatch(/Ann|Lee/);
    expect([...store.entries.keys()]).toEqual([SESSION_KEY]);
  });

  it('sends a captured answer as its screen built it', async () => {
    const { screen, service } = await onQuestion('document-id');
    await screen.submitCaptured({ 'document.id': { shareWith: ['acme'], value: { pages: 2 } } });
    expect(service.callsTo('postAttributeData')).toHaveLength(1);
  });

  it('flags and completes every question an answer of several attributes answers', async () => {
    const authorized = question('consent.fcra.authorized', { type: 'consent', metadata: { hidden: true } });
    const disclosure = question('consent.fcra.reviewed_disclosure', { type: 'consent' });
    const { screen, service, interview } = await onQuestion('consent-fcra-reviewed_disclosure', [
      disclosure,
      authorized,
      email,
    ]);
    let flagged: string[] = [];
    service.on('postAttributeData', async () => {
      flagged = Object.keys(interview.inFlight);
      return ok({ datumIds: ['d1'] });
    });
    await screen.submitCaptured({
      'consent.fcra.reviewed_disclosure': { shareWith: ['acme'], value: true },
      'consent.fcra.authorized': { shareWith: ['acme'], value: true },
      'consent.fcra.requested_free_copy': { shareWith: ['acme'], value: false },
    });
    expect(flagged).toEqual(['consent.fcra.reviewed_disclosure', 'consent.fcra.authorized']);
    expect(interview.question('consent.fcra.authorized')?.complete).toBe(true);
    expect(interview.question('consent.fcra.reviewed_disclosure')?.complete).toBe(true);
  });

  it('labels the last unanswered question Submit and Complete', async () => {
    const { screen } = await onQuestion('core-email', [{ ...fullName, complete: true }, email]);
    expect(screen.submitLabel).toBe('Submit and Complete');
  });
});

describe('QuestionViewModel verification polling', () => {
  const captured = { 'document.id': { shareWith: ['acme'], value: { pages: 2 } } };

  it('polls while waiting and completes the question once verified', async () => {
    const { screen, service, interview, time, navigator, verificationStore } = await onQuestion('document-id', [
      idScan,
      email,
    ]);
    const answers = [{ status: 'waiting' as const }, { status: 'waiting' as const }, { status: 'ok' as const }];
    service.on('getVerification', async () => ok(answers.shift() ?? { status: 'ok' }));
    const sending = screen.submitCaptured(captured, 'verify');
    await time.advance(0);
    expect(verificationStore.verification('document.id').result).toEqual({ status: 'verifying' });
    expect(verificationStore.verification('document.id').datumIds).toEqual(['v1']);
    await time.advance(2 * VERIFICATION_POLLING.intervalMs);
    await sending;
    expect(service.callsTo('getVerification')).toHaveLength(3);
    expect(verificationStore.verification('document.id').result).toEqual({ status: 'verified' });
    expect(interview.question('document.id')?.complete).toBe(true);
    expect(navigator.current).toBe('/question/core-email');
  });

  it('records a failure with its reason and stays on the question', async () => {
    const { screen, service, interview, navigator, verificationStore } = await onQuestion('document-id');
    service.on('getVerification', async () => ok({ status: 'failed' as const, reason: 'GLARE' }));
    await screen.submitCaptured(captured, 'verify');
    expect(verificationStore.verification('document.id').result).toEqual({ status: 'failed', failureReason: 'GLARE' });
    expect(verificationStore.verification('document.id').failures).toBe(1);
    expect(interview.question('document.id')?.complete).toBe(false);
    expect(navigator.visited).toEqual([]);
  });

  it('times out when the provider is still waiting at the limit', async () => {
    const { screen, service, time, verificationStore } = await onQuestion('document-id');
    service.on('getVerification', async () => ok({ status: 'waiting' as const }));
    const sending = screen.submitCaptured(captured, 'verify');
    await time.advance(VERIFICATION_POLLING.maxChecks * VERIFICATION_POLLING.intervalMs);
    await sending;
    expect(service.callsTo('getVerification')).toHaveLength(VERIFICATION_POLLING.maxChecks);
    expect(verificationStore.verification('document.id').result).toEqual({ status: 'timeout' });
    expect(time.waiting).toBe(0);
  });

  it('reads an unknown status as an error and reports an invalid verification response', async () => {
    const { screen, service, reporter, verificationStore } = await onQuestion('document-id');
    service.on('getVerification', async () => ok({ status: 'unknown' as const, raw: 'maybe' }));
    await screen.submitCaptured(captured, 'verify');
    expect(verificationStore.verification('document.id').result).toEqual({ status: 'error' });
    expect(reporter.reports[0]?.error).toEqual(new Error('invalid-verification-response'));
  });

  it('reads a failed status check as an error', async () => {
    const { screen, service, verificationStore } = await onQuestion('document-id');
    service.on('getVerification', async () => failure(404, 'unknown-request'));
    await screen.submitCaptured(captured, 'verify');
    expect(verificationStore.verification('document.id').result).toEqual({ status: 'error' });
  });

  it('stops polling when the screen is left', async () => {
    const { screen, service, time } = await onQuestion('document-id');
    service.on('getVerification', async () => ok({ status: 'waiting' as const }));
    void screen.submitCaptured(captured, 'verify');
    await time.advance(0);
    screen.dispose();
    await time.advance(10 * VERIFICATION_POLLING.intervalMs);
    expect(service.callsTo('getVerification')).toHaveLength(1);
  });

  it('stops at once when the screen is left during a check, and counts the verification as timed out', async () => {
    const { screen, service, time, navigator, verificationStore } = await onQuestion('document-id');
    const held = deferred<Awaited<ReturnType<typeof service.getVerification>>>();
    service.on('getVerification', () => held.promise);
    const sending = screen.submitCaptured(captured, 'verify');
    await time.advance(0);
    screen.dispose();
    await sending;
    held.resolve(ok({ status: 'waiting' as const }));
    await time.advance(10 * VERIFICATION_POLLING.intervalMs);
    expect(service.callsTo('getVerification')).toHaveLength(1);
    expect(verificationStore.verification('document.id').result).toEqual({ status: 'timeout' });
    expect(time.waiting).toBe(0);
    expect(navigator.visited).toEqual([]);
  });

  it('shows the verification as uploading while the upload is sent, with its progress', async () => {
    const { screen, service, verificationStore } = await onQuestion('document-id');
    const held = deferred<Awaited<ReturnType<typeof service.verifyId>>>();
    let report: ((fraction: number) => void) | undefined;
    service.on('verifyId', (_answers, onProgress) => {
      report = onProgress;
      return held.promise;
    });
    const sending = screen.submitCaptured(captured, 'verify');
    expect(verificationStore.verification('document.id').result).toEqual({ status: 'uploading' });
    report?.(0.25);
    expect(screen.progress).toBe(0.25);
    held.resolve(ok({ datumIds: ['v1'] }));
    await sending;
    expect(verificationStore.verification('document.id').result).toEqual({ status: 'verified' });
  });

  it('shows submission-failed and marks the verification as error when the upload fails', async () => {
    const { screen, service, interview, error, verificationStore } = await onQuestion('document-id');
    service.on('verifyId', async () => networkFailure());
    await screen.submitCaptured(captured, 'verify');
    expect(error.reason).toBe('submission-failed');
    expect(verificationStore.verification('document.id').result).toEqual({ status: 'error' });
    expect(service.callsTo('getVerification')).toEqual([]);
    expect(interview.inFlight).toEqual({});
  });

  it('uses the legacy submit when asked', async () => {
    const { screen, service, interview } = await onQuestion('document-id');
    await screen.submitCaptured(captured, 'legacy');
    expect(service.callsTo('submitId')).toHaveLength(1);
    expect(interview.question('document.id')?.complete).toBe(true);
  });
});

describe('QuestionViewModel delegation by text', () => {
  it('texts the interview link for this question and confirms', async () => {
    const { screen, service, snackbar } = await onQuestion('document-id');
    await screen.delegate('+1 202 555 0123');
    expect(service.callsTo('sendText')).toEqual([
      [
        {
          recipient: '+12025550123',
          continueUrl: 'https://attest.example/overview?q=document.id#/interview/R1',
          authToken: 'c-1',
        },
      ],
    ]);
    expect(snackbar.current).toEqual(
      expect.objectContaining({ message: DELEGATION_MESSAGES.success, success: true, permanent: false }),
    );
    expect(screen.delegationStatus).toBe('success');
    expect(screen.delegationsRemaining).toBe(1);
  });

  it('texts the delegation phone number of spec 001 §3.7 (number, dial code, country, qualified number, valid)', async () => {
    const { screen, service } = await onQuestion('document-id');
    const phone = { number: '2025550123', dialCode: '1', country: 'US', qualifiedNumber: '+12025550123', valid: true };
    await screen.delegate(phone);
    expect(service.callsTo('sendText')).toEqual([[expect.objectContaining({ recipient: '+12025550123' })]]);
  });

  it('refuses a bad number without sending', async () => {
    const { screen, service, snackbar } = await onQuestion('document-id');
    await screen.delegate('12');
    expect(service.callsTo('sendText')).toEqual([]);
    expect(snackbar.current?.message).toBe(DELEGATION_MESSAGES.badNumber);
  });

  it('sends at most 2 texts per question', async () => {
    const { screen, service, snackbar } = await onQuestion('document-id');
    await screen.delegate('+12025550123');
    await screen.delegate('+12025550123');
    snackbar.dismiss();
    snackbar.dismiss();
    await screen.delegate('+12025550123');
    expect(service.callsTo('sendText')).toHaveLength(2);
    expect(snackbar.current?.message).toBe(DELEGATION_MESSAGES.limitReached);
    expect(screen.delegationsRemaining).toBe(0);
  });

  it('does not send a second text while one is being sent', async () => {
    const { screen, service } = await onQuestion('document-id');
    const held = deferred<Awaited<ReturnType<typeof service.sendText>>>();
    service.on('sendText', () => held.promise);
    const first = screen.delegate('+12025550123');
    expect(screen.delegationStatus).toBe('loading');
    await screen.delegate('+12025550123');
    held.resolve(ok(undefined));
    await first;
    expect(service.callsTo('sendText')).toHaveLength(1);
    expect(screen.delegationStatus).toBe('success');
  });

  it('asks for a refresh without a session', async () => {
    const { screen, logout, service, snackbar } = await onQuestion('document-id');
    await logout.logOut();
    await screen.delegate('+12025550123');
    expect(service.callsTo('sendText')).toEqual([]);
    expect(snackbar.current?.message).toBe(DELEGATION_MESSAGES.noSession);
  });

  it('shows a permanent message when the text could not be sent', async () => {
    const { screen, service, snackbar } = await onQuestion('document-id');
    service.on('sendText', async () => networkFailure());
    await screen.delegate('+12025550123');
    expect(snackbar.current).toEqual(
      expect.objectContaining({ message: DELEGATION_MESSAGES.failure, permanent: true }),
    );
    expect(screen.delegationStatus).toBe('error');
    expect(screen.delegationsRemaining).toBe(2);
  });
});
