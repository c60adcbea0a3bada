import { SESSION_KEY } from '../../../src/application/use-cases/stored-session';
import { ok } from '../../../src/domain/shared/result';
import { businessCaseOf, glsFailure, invalidAddress, submissionOf } from '../fakes/fake-business-check-service';
import { deferred, networkFailure } from '../fakes/fake-interview-service';
import { ADDRESS, businessHarness } from './harness';

const ADDRESS_MESSAGE =
  'The address you entered does not match a known address. Please enter the business address as it appears on Google Maps.';

describe('BusinessCaseViewModel loading', () => {
  it('authorizes with the stored case id and auth code, then reads the session, status and submission', async () => {
    const h = businessHarness();
    await h.form.load();
    expect(h.service.callsTo('authorize')).toEqual([[42, 'code-1']]);
    expect(h.service.callsTo('getSession')).toHaveLength(1);
    expect(h.service.callsTo('getCaseStatus')).toEqual([[42]]);
    expect(h.service.callsTo('getSubmission')).toEqual([[42]]);
    expect(h.form.status).toBe('ready');
    expect(h.form.businessCase?.businessName).toBe('Acme Plumbing');
  });

  it('authorizes without a code when the session has none', async () => {
    const h = businessHarness({ stored: { caseId: 42, enableReturn: false } });
    await h.form.load();
    expect(h.service.callsTo('authorize')).toEqual([[42, null]]);
  });

  it('identifies the user by e-mail as the business flow for error reports', async () => {
    const h = businessHarness();
    await h.form.load();
    expect(h.reporter.user).toEqual({ email: 'ann@acme.example', businessFlow: true, issuerId: null });
  });

  it('starts with the signed-in user as the pending primary owner when there is no submission', async () => {
    const h = businessHarness();
    await h.form.load();
    expect(h.form.hasSubmission).toBe(false);
    expect(h.form.roster).toEqual({
      primaryOwner: { email: 'ann@acme.example', status: 'pending' },
      owners: [],
      fieldWorkers: [],
    });
    expect(h.form.sent).toBe(false);
  });

  it('shows the saved submission: its roster, its address, and the form as sent', async () => {
    const h = businessHarness();
    h.service.submission = submissionOf({
      primary: 'boss@acme.example',
      fieldWorkers: [{ email: 'tech@acme.example', status: 'submitted' }],
    });
    await h.form.load();
    expect(h.form.roster.primaryOwner?.email).toBe('boss@acme.example');
    expect(h.form.address).toEqual(ADDRESS);
    expect(h.form.sent).toBe(true);
    expect(h.form.canSubmit).toBe(false);
  });

  it("pre-fills the case's own address before anything was saved", async () => {
    const h = businessHarness();
    h.service.businessCase = businessCaseOf({ businessAddress: ADDRESS });
    await h.form.load();
    expect(h.form.address).toEqual(ADDRESS);
  });

  it('loads once even when asked twice', async () => {
    const h = businessHarness();
    await Promise.all([h.form.load(), h.form.load()]);
    await h.form.load();
    expect(h.service.callsTo('authorize')).toHaveLength(1);
  });

  it('shows the link-expired page without a stored session', async () => {
    const h = businessHarness({ stored: null });
    h.store.remove(SESSION_KEY);
    await h.form.load();
    expect(h.error.reason).toBe('unknown-request');
    expect(h.navigator.visited).toEqual(['/unknown-request']);
    expect(h.service.calls).toHaveLength(0);
  });

  it('leaves an interview session alone', async () => {
    const h = businessHarness({ stored: { rprId: 'R1', canary: 'c', enableReturn: false } });
    await h.form.load();
    expect(h.form.status).toBe('uninitialized');
    expect(h.service.calls).toHaveLength(0);
  });

  it('sends a refused authorization to the business verification route', async () => {
    const h = businessHarness();
    h.service.on('authorize', () => glsFailure(401, 'gls/unauthorized'));
    await h.form.load();
    expect(h.form.status).toBe('error');
    expect(h.navigator.visited).toEqual(['/v2/google-login/42']);
    expect(h.service.callsTo('getSession')).toHaveLength(0);
  });

  it('on an expired session shows the snackbar, logs out locally and lands on the case', async () => {
    const h = businessHarness();
    h.service.on('getCaseStatus', () => glsFailure(440, 'gls/session-expired'));
    await h.form.load();
    expect(h.snackbar.current?.message).toBe('Your session has expired, please log in again.');
    expect(h.store.read(SESSION_KEY)).toBeNull();
    expect(h.navigator.visited).toEqual(['/v2/google-login/42']);
  });

  it('loads again on the next visit after an expired session took the user away', async () => {
    const h = businessHarness();
    await h.form.load();
    h.service.on('getCaseStatus', () => glsFailure(440, 'gls/session-expired'));
    expect(await h.form.refresh()).toBe(false);
    expect(h.form.status).toBe('error');
    h.service.on('getCaseStatus', () => ok(h.service.status));
    h.store.write(SESSION_KEY, { caseId: 42, enableReturn: false });
    await h.form.load();
    expect(h.service.callsTo('authorize')).toEqual([
      [42, 'code-1'],
      [42, null],
    ]);
    expect(h.form.status).toBe('ready');
  });

  it('stays loaded when a refresh fails without leaving the page', async () => {
    const h = businessHarness();
    await h.form.load();
    h.service.on('getSubmission', () => networkFailure());
    expect(await h.form.refresh()).toBe(false);
    expect(h.form.status).toBe('ready');
    expect(h.error.reason).toBe('cancelled-network-request');
  });

  it('shows a network failure on the error page', async () => {
    const h = businessHarness();
    h.service.on('getSession', () => networkFailure());
    await h.form.load();
    expect(h.error.reason).toBe('cancelled-network-request');
    expect(h.form.status).toBe('error');
  });

  it('shows gls/not-found on the error page', async () => {
    const h = businessHarness();
    h.service.on('getCaseStatus', () => glsFailure(404, 'gls/not-found'));
    await h.form.load();
    expect(h.error.reason).toBe('gls/not-found');
    expect(h.navigator.visited).toEqual([]);
  });
});

describe('BusinessCaseViewModel submitting', () => {
  async function loadedForm() {
    const h = businessHarness();
    await h.form.load();
    h.form.editAddress(ADDRESS);
    h.form.setRoster({ ...h.form.roster, fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }] });
    return h;
  }

  it('requires the business address', async () => {
    const h = await loadedForm();
    h.form.editAddress({ city: '  ' });
    expect(h.form.canSubmit).toBe(false);
    await h.form.submit();
    expect(h.service.callsTo('saveSubmission')).toHaveLength(0);
    h.form.editAddress({ city: 'Springfield' });
    expect(h.form.canSubmit).toBe(true);
  });

  it('requires someone on the employee list when the case checks field workers', async () => {
    const h = await loadedForm();
    h.form.setRoster({ ...h.form.roster, fieldWorkers: [] });
    expect(h.form.canSubmit).toBe(false);
  });

  it('saves the address and both lists, primary owner first, then shows the form as sent', async () => {
    const h = await loadedForm();
    h.form.setRoster({ ...h.form.roster, owners: [{ email: 'partner@acme.example', status: 'pending' }] });
    await h.form.submit();
    expect(h.service.callsTo('saveSubmission')).toEqual([
      [
        42,
        {
          verificationCaseId: null,
          businessAddress: ADDRESS,
          businessOwners: ['ann@acme.example', 'partner@acme.example'],
          fieldWorkers: ['tech@acme.example'],
        },
      ],
    ]);
    expect(h.form.sent).toBe(true);
    expect(h.form.canSubmit).toBe(false);
    expect(h.form.submitting).toBe(false);
    expect(h.service.callsTo('getSubmission')).toHaveLength(2);
  });

  it('cannot be submitted twice while the save runs, and guards leaving meanwhile', async () => {
    const h = await loadedForm();
    h.form.watch();
    const saving = deferred<Awaited<ReturnType<typeof h.service.saveSubmission>>>();
    h.service.on('saveSubmission', () => saving.promise);
    const first = h.form.submit();
    expect(h.form.submitting).toBe(true);
    expect(h.form.canSubmit).toBe(false);
    expect(h.navigator.leaveWarning).toBe('Your data are still not sent. Do you want to abort the submission?');
    await h.form.submit();
    saving.resolve(ok(undefined));
    await first;
    expect(h.service.callsTo('saveSubmission')).toHaveLength(1);
    expect(h.navigator.leaveWarning).toBeNull();
  });

  it('keeps the typed address and shows a permanent snackbar when the service refuses the address', async () => {
    const h = await loadedForm();
    h.form.editAddress({ street: '999 Nowhere Rd' });
    h.service.on('saveSubmission', () => invalidAddress());
    await h.form.submit();
    expect(h.snackbar.current).toEqual(expect.objectContaining({ message: ADDRESS_MESSAGE, permanent: true }));
    expect(h.form.address.street).toBe('999 Nowhere Rd');
    expect(h.form.roster.fieldWorkers).toEqual([{ email: 'tech@acme.example', status: 'pending' }]);
    expect(h.form.sent).toBe(false);
    expect(h.form.canSubmit).toBe(true);
    expect(h.error.reason).toBeNull();
  });

  it('shows other save failures on the error page and keeps what was typed', async () => {
    const h = await loadedForm();
    h.service.on('saveSubmission', () => networkFailure());
    await h.form.submit();
    expect(h.error.reason).toBe('cancelled-network-request');
    expect(h.form.address).toEqual(ADDRESS);
    expect(h.form.sent).toBe(false);
  });

  it("offers to resume the user's own submission after sending, and moves on with Continue", async () => {
    const h = await loadedForm();
    await h.form.submit();
    expect(h.form.canTransition).toBe(true);
    expect(h.form.resumeOffered).toBe(true);
    expect(h.form.transition()).toBe(true);
    expect(h.navigator.redirects).toEqual(['https://attest.example/interview/R9']);
  });

  it("closes the resume modal with 'Continue later'", async () => {
    const h = await loadedForm();
    await h.form.submit();
    h.form.continueLater();
    expect(h.form.resumeOffered).toBe(false);
    expect(h.navigator.redirects).toEqual([]);
  });

  it("still moves on to the user's own submission after 'Continue later', and on a later visit", async () => {
    const h = await loadedForm();
    await h.form.submit();
    h.form.continueLater();
    expect(h.form.canTransition).toBe(true);
    expect(h.form.transition()).toBe(true);
    expect(h.navigator.redirects).toEqual(['https://attest.example/interview/R9']);

    const later = businessHarness();
    later.service.submission = submissionOf();
    await later.form.load();
    expect(later.form.resumeOffered).toBe(false);
    expect(later.form.canTransition).toBe(true);
    expect(later.form.transition()).toBe(true);
    expect(later.navigator.redirects).toEqual(['https://attest.example/interview/R9']);
  });
});

describe('BusinessCaseViewModel leaving with unsent edits', () => {
  const UNSENT = 'Your changes have not been sent yet. Leave the page and lose them?';

  it('asks before leaving once the address or the lists differ from what was read, not before', async () => {
    const h = businessHarness();
    await h.form.load();
    h.form.watch();
    expect(h.navigator.leaveWarning).toBeNull();
    h.form.editAddress({ street: '1 Main St' });
    expect(h.navigator.leaveWarning).toBe(UNSENT);
    h.form.editAddress({ street: '' });
    expect(h.navigator.leaveWarning).toBeNull();
    h.form.setRoster({ ...h.form.roster, fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }] });
    expect(h.navigator.leaveWarning).toBe(UNSENT);
  });

  it('asks while an add input holds addresses not added yet, even once the form is sent', async () => {
    const h = businessHarness();
    h.service.submission = submissionOf();
    await h.form.load();
    h.form.watch();
    h.form.setDraft('fieldWorkers', true);
    expect(h.navigator.leaveWarning).toBe(UNSENT);
    h.form.setDraft('fieldWorkers', false);
    expect(h.navigator.leaveWarning).toBeNull();
  });

  it('stops asking once the edits are saved, keeps asking when the address is refused', async () => {
    const h = businessHarness();
    await h.form.load();
    h.form.watch();
    h.form.editAddress({ ...ADDRESS, street: '0 Nowhere Road' });
    h.form.setRoster({ ...h.form.roster, fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }] });
    h.service.on('saveSubmission', (_caseId, saved) => {
      if (saved.businessAddress.street === '0 Nowhere Road') return invalidAddress();
      h.service.submission = submissionOf({ fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }] });
      return ok(undefined);
    });
    await h.form.submit();
    expect(h.navigator.leaveWarning).toBe(UNSENT);
    h.form.editAddress({ street: ADDRESS.street });
    await h.form.submit();
    expect(h.form.sent).toBe(true);
    expect(h.navigator.leaveWarning).toBeNull();
  });

  it('stops asking when the screen closes', async () => {
    const h = businessHarness();
    await h.form.load();
    h.form.watch();
    h.form.editAddress({ street: '1 Main St' });
    h.form.unwatch();
    expect(h.navigator.leaveWarning).toBeNull();
  });
});

describe('BusinessCaseViewModel case rules', () => {
  it('does not move on when the own submission is received, the case is complete, or the link is unsafe or from an origin not listed', async () => {
    const submitted = businessHarness();
    submitted.service.submission = submissionOf();
    submitted.service.submission = {
      ...submitted.service.submission,
      roster: {
        ...submitted.service.submission.roster,
        primaryOwner: { email: 'ann@acme.example', status: 'submitted' },
      },
    };
    await submitted.form.load();
    expect(submitted.form.canTransition).toBe(false);
    expect(submitted.form.transition()).toBe(false);

    const complete = businessHarness();
    complete.service.status = { caseStatus: 'passed', submissionStatus: null };
    complete.service.submission = submissionOf();
    await complete.form.load();
    expect(complete.form.canTransition).toBe(false);

    const unsafe = businessHarness();
    unsafe.service.session = { ...unsafe.service.session, interviewUri: 'javascript:alert(1)' };
    unsafe.service.submission = submissionOf();
    await unsafe.form.load();
    expect(unsafe.form.canTransition).toBe(false);
    expect(unsafe.navigator.redirects).toEqual([]);

    // An interview address from an origin the configuration does not list (ASVS 3.7.2).
    // (The fake service's interview address is on https://attest.example.)
    const elsewhere = businessHarness({ settings: { redirectOrigins: ['https://other.example'] } });
    elsewhere.service.submission = submissionOf();
    await elsewhere.form.load();
    expect(elsewhere.form.canTransition).toBe(false);
    const listed = businessHarness({ settings: { redirectOrigins: ['https://attest.example'] } });
    listed.service.submission = submissionOf();
    await listed.form.load();
    expect(listed.form.canTransition).toBe(true);
  });

  it('allows resending links once sent, while not complete and not everyone has submitted', async () => {
    const h = businessHarness();
    h.service.submission = submissionOf({ fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }] });
    await h.form.load();
    expect(h.form.canResendLinks).toBe(true);

    const done = businessHarness();
    done.service.submission = submissionOf({
      primary: null,
      fieldWorkers: [{ email: 'tech@acme.example', status: 'submitted' }],
    });
    await done.form.load();
    done.form.setRoster({ ...done.form.roster, primaryOwner: { email: 'ann@acme.example', status: 'submitted' } });
    expect(done.form.allCollected).toBe(true);
    expect(done.form.canResendLinks).toBe(false);

    const unsent = businessHarness();
    await unsent.form.load();
    expect(unsent.form.canResendLinks).toBe(false);
  });

  it('shows the timeline and progress of an open case from the roster', async () => {
    const h = businessHarness();
    h.service.submission = submissionOf({
      fieldWorkers: [
        { email: 'a@acme.example', status: 'submitted' },
        { email: 'b@acme.example', status: 'pending' },
        { email: 'c@acme.example', status: 'pending' },
      ],
    });
    await h.form.load();
    expect(h.form.timeline.map((step) => step.state)).toEqual(['ongoing', 'disabled', 'disabled']);
    expect(h.form.timeline.map((step) => step.title)).toEqual([
      'Collect Applicant Information',
      'Processing Background Checks',
      'Results sent to Google',
    ]);
    expect(h.form.progress).toBe(0.1);
  });

  it('shows a dropped-off case as canceled and complete', async () => {
    const h = businessHarness();
    h.service.status = { caseStatus: 'dropoff', submissionStatus: null };
    h.service.submission = submissionOf();
    await h.form.load();
    expect(h.form.complete).toBe(true);
    expect(h.form.timeline.map((step) => step.title)[2]).toBe('Application Canceled');
    expect(h.form.progress).toBe(0.5);
  });

  it('derives the request status by the business rule: new, processing once sent, complete once decided', async () => {
    const h = businessHarness();
    await h.form.load();
    expect(h.form.requestStatus).toBe('new');
    expect([h.form.sent, h.form.complete]).toEqual([false, false]);

    const sent = businessHarness();
    sent.service.submission = submissionOf();
    await sent.form.load();
    expect(sent.form.requestStatus).toBe('processing');
    expect([sent.form.sent, sent.form.complete]).toEqual([true, false]);

    const decided = businessHarness();
    decided.service.status = { caseStatus: 'failed', submissionStatus: null };
    await decided.form.load();
    expect(decided.form.requestStatus).toBe('complete');
    expect([decided.form.sent, decided.form.complete]).toEqual([true, true]);
  });

  it('reads a passed case as finished', async () => {
    const h = businessHarness();
    h.service.status = { caseStatus: 'passed', submissionStatus: null };
    await h.form.load();
    expect(h.form.progress).toBe(1);
    expect(h.form.sent).toBe(true);
    expect(h.form.timeline.map((step) => step.state)).toEqual(['success', 'success', 'success']);
  });
});

describe('BusinessCaseViewModel immediate case', () => {
  const onlyFieldWorker = { businessEntity: false, businessOwner: false, fieldWorkerCriminal: true };
  const onlyOwner = { businessEntity: false, businessOwner: true, fieldWorkerCriminal: false };

  it("submits the user's own e-mail as the employee list by itself, then moves on", async () => {
    const h = businessHarness();
    h.service.businessCase = businessCaseOf({ requiredChecks: onlyFieldWorker, businessAddress: ADDRESS });
    await h.form.load();
    expect(h.service.callsTo('saveSubmission')).toEqual([
      [
        42,
        { verificationCaseId: null, businessAddress: ADDRESS, businessOwners: [], fieldWorkers: ['ann@acme.example'] },
      ],
    ]);
    expect(h.form.immediate).toBe(true);
    expect(h.navigator.redirects).toEqual(['https://attest.example/interview/R9']);
  });

  it("submits the user's own e-mail as the owner list when only the owner check is required", async () => {
    const h = businessHarness();
    h.service.businessCase = businessCaseOf({ requiredChecks: onlyOwner });
    await h.form.load();
    expect(h.service.callsTo('saveSubmission')[0]?.[1]).toEqual(
      expect.objectContaining({ businessOwners: ['ann@acme.example'], fieldWorkers: [] }),
    );
    expect(h.navigator.redirects).toHaveLength(1);
  });

  it('moves on without saving again when the submission exists', async () => {
    const h = businessHarness();
    h.service.businessCase = businessCaseOf({ requiredChecks: onlyOwner });
    h.service.submission = submissionOf();
    await h.form.load();
    expect(h.service.callsTo('saveSubmission')).toHaveLength(0);
    expect(h.navigator.redirects).toEqual(['https://attest.example/interview/R9']);
  });

  it('shows the normal form when the user cannot move on', async () => {
    const h = businessHarness();
    h.service.businessCase = businessCaseOf({ requiredChecks: onlyOwner });
    h.service.session = { ...h.service.session, interviewUri: null };
    await h.form.load();
    expect(h.form.immediate).toBe(false);
    expect(h.navigator.redirects).toEqual([]);
  });

  it('shows the normal form and the failure when the automatic save fails', async () => {
    const h = businessHarness();
    h.service.businessCase = businessCaseOf({ requiredChecks: onlyOwner });
    h.service.on('saveSubmission', () => glsFailure(404, 'gls/not-found'));
    await h.form.load();
    expect(h.form.immediate).toBe(false);
    expect(h.error.reason).toBe('gls/not-found');
    expect(h.navigator.redirects).toEqual([]);
  });

  it('is not immediate with more than one question', async () => {
    const h = businessHarness();
    await h.form.load();
    expect(h.form.immediate).toBe(false);
    expect(h.service.callsTo('saveSubmission')).toHaveLength(0);
  });
});
