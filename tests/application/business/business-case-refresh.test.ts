import { CASE_REFRESH_MS } from '../../../src/application/view-models/business-case.view-model';
import { submissionOf } from '../fakes/fake-business-check-service';
import { glsFailure } from '../fakes/fake-business-check-service';
import { deferred, networkFailure } from '../fakes/fake-interview-service';
import { ok } from '../../../src/domain/shared/result';
import { ADDRESS, businessHarness } from './harness';

/** A sent form (the service holds a submission) that the screen watches. */
async function watchedSentForm() {
  const h = businessHarness();
  h.service.submission = submissionOf({ fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }] });
  await h.form.load();
  h.form.watch();
  return h;
}

const statusReads = (h: ReturnType<typeof businessHarness>) => h.service.callsTo('getCaseStatus').length;

describe('BusinessCaseViewModel refreshing while open', () => {
  it('reads the case again every 10 s and shows what changed', async () => {
    const h = await watchedSentForm();
    expect(statusReads(h)).toBe(1);
    await h.time.advance(CASE_REFRESH_MS - 1);
    expect(statusReads(h)).toBe(1);
    h.service.submission = submissionOf({ fieldWorkers: [{ email: 'tech@acme.example', status: 'submitted' }] });
    await h.time.advance(1);
    expect(statusReads(h)).toBe(2);
    expect(h.form.roster.fieldWorkers).toEqual([{ email: 'tech@acme.example', status: 'submitted' }]);
    await h.time.advance(CASE_REFRESH_MS);
    expect(statusReads(h)).toBe(3);
  });

  it('stops once the case has an outcome', async () => {
    const h = await watchedSentForm();
    h.service.status = { caseStatus: 'passed', submissionStatus: 'SUBMITTED' };
    await h.time.advance(CASE_REFRESH_MS);
    expect(h.form.complete).toBe(true);
    expect(h.form.timeline.map((step) => step.state)).toEqual(['success', 'success', 'success']);
    await h.time.advance(CASE_REFRESH_MS * 3);
    expect(statusReads(h)).toBe(2);
    expect(h.time.waiting).toBe(0);
  });

  it('does not read before the form is sent, so the lists being typed stay', async () => {
    const h = businessHarness();
    await h.form.load();
    h.form.watch();
    h.form.setRoster({ ...h.form.roster, fieldWorkers: [{ email: 'new@acme.example', status: 'pending' }] });
    await h.time.advance(CASE_REFRESH_MS * 2);
    expect(statusReads(h)).toBe(1);
    expect(h.form.roster.fieldWorkers).toHaveLength(1);
  });

  it('starts reading once the form is sent', async () => {
    const h = businessHarness();
    await h.form.load();
    h.form.watch();
    h.form.editAddress(ADDRESS);
    h.form.setRoster({ ...h.form.roster, fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }] });
    await h.form.submit();
    const afterSave = statusReads(h);
    await h.time.advance(CASE_REFRESH_MS);
    expect(statusReads(h)).toBe(afterSave + 1);
  });

  it('pauses while the page is hidden and reads at once when it is shown again', async () => {
    const h = await watchedSentForm();
    h.form.setPageVisible(false);
    await h.time.advance(CASE_REFRESH_MS * 3);
    expect(statusReads(h)).toBe(1);
    h.form.setPageVisible(true);
    await h.time.advance(0);
    expect(statusReads(h)).toBe(2);
    await h.time.advance(CASE_REFRESH_MS);
    expect(statusReads(h)).toBe(3);
  });

  it('stops when the screen closes', async () => {
    const h = await watchedSentForm();
    h.form.unwatch();
    await h.time.advance(CASE_REFRESH_MS * 3);
    expect(statusReads(h)).toBe(1);
    expect(h.time.waiting).toBe(0);
  });

  it('tries again on the next round after a network blip, staying on the form', async () => {
    const h = await watchedSentForm();
    h.service.on('getCaseStatus', () => networkFailure());
    await h.time.advance(CASE_REFRESH_MS);
    expect(h.error.reason).toBeNull();
    expect(h.form.status).toBe('ready');
    await h.time.advance(CASE_REFRESH_MS);
    expect(statusReads(h)).toBe(3);
  });

  it('leaves for the case landing page when the session expired meanwhile', async () => {
    const h = await watchedSentForm();
    h.service.on('getCaseStatus', () => glsFailure(440, 'gls/session-expired'));
    await h.time.advance(CASE_REFRESH_MS);
    expect(h.navigator.visited).toEqual(['/v2/google-login/42']);
    await h.time.advance(CASE_REFRESH_MS * 2);
    expect(statusReads(h)).toBe(2);
  });
});

describe('BusinessCaseViewModel without a case id', () => {
  it('gives the unexpected error instead of saving or reading', async () => {
    const h = businessHarness();
    await h.form.load();
    h.form.editAddress(ADDRESS);
    h.form.setRoster({ ...h.form.roster, fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }] });
    h.form.caseId = null;
    await h.form.submit();
    expect(h.service.callsTo('saveSubmission')).toHaveLength(0);
    expect(h.error.reason).toBe('unexpected');
    expect(await h.form.refresh()).toBe(false);
  });
});

describe('BusinessCaseViewModel submit button', () => {
  it('says why it is disabled', async () => {
    const h = businessHarness();
    await h.form.load();
    expect(h.form.submitBlocker).toBe('address');
    h.form.editAddress(ADDRESS);
    expect(h.form.submitBlocker).toBe('fieldWorkers');
    h.form.setRoster({ ...h.form.roster, fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }] });
    expect(h.form.submitBlocker).toBeNull();
    await h.form.submit();
    expect(h.form.submitBlocker).toBe('sent');
  });

  it('shows where the browser is going when the user moves on', async () => {
    const h = businessHarness();
    await h.form.load();
    h.form.editAddress(ADDRESS);
    h.form.setRoster({ ...h.form.roster, fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }] });
    await h.form.submit();
    expect(h.form.transition()).toBe(true);
    expect(h.form.redirectingTo).toBe('https://attest.example/interview/R9');
  });

  it('keeps a person being added when a background read comes back without them', async () => {
    const h = await watchedSentForm();
    const adding = deferred<Awaited<ReturnType<typeof h.service.addPerson>>>();
    h.service.on('addPerson', () => adding.promise);
    const added = h.roster.add('fieldWorkers', 'new@acme.example');
    expect(h.navigator.leaveWarning).toBe('Your data are still not sent. Do you want to abort the submission?');
    // The service does not list them yet: this read must not drop them.
    await h.time.advance(CASE_REFRESH_MS);
    expect(statusReads(h)).toBe(2);
    expect(h.form.roster.fieldWorkers.map((entry) => entry.email)).toEqual(['tech@acme.example', 'new@acme.example']);
    adding.resolve(ok(undefined));
    expect(await added).toBe(true);
    expect(h.form.roster.fieldWorkers.map((entry) => entry.email)).toEqual(['tech@acme.example', 'new@acme.example']);
    expect(h.navigator.leaveWarning).toBeNull();
  });

  it('keeps a new owner while the owner-or-employee question is open, whatever a background read says', async () => {
    const h = await watchedSentForm();
    await h.roster.add('owners', 'sam@acme.example');
    expect(h.roster.ownerConfirmation).toBe('sam@acme.example');
    await h.time.advance(CASE_REFRESH_MS);
    expect(h.form.roster.owners.map((entry) => entry.email)).toEqual(['sam@acme.example']);
    await h.roster.confirmOwner('owner');
    expect(h.form.roster.owners.map((entry) => entry.email)).toEqual(['sam@acme.example']);
    expect(h.service.callsTo('addPerson')).toEqual([[42, 'owners', 'sam@acme.example']]);
  });
});
