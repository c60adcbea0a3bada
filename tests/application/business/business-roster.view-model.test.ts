import { ok } from '../../../src/domain/shared/result';
import { businessCaseOf, glsFailure, submissionOf } from '../fakes/fake-business-check-service';
import { deferred, networkFailure } from '../fakes/fake-interview-service';
import { businessHarness } from './harness';

/** A loaded form; `sent` gives it a saved submission, so roster changes go to the service. */
async function loaded(options: { sent?: boolean; professional?: boolean; fieldWorkerCheck?: boolean } = {}) {
  const h = businessHarness();
  h.service.businessCase = businessCaseOf({
    serviceType: options.professional === true ? 'professionalServices' : 'homeServices',
    requiredChecks: {
      businessEntity: true,
      businessOwner: true,
      fieldWorkerCriminal: options.fieldWorkerCheck ?? true,
    },
  });
  if (options.sent === true) {
    h.service.submission = submissionOf({
      owners: [{ email: 'partner@acme.example', status: 'submitted' }],
      fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }],
    });
  }
  await h.form.load();
  return h;
}

describe('BusinessRosterViewModel adding', () => {
  it('adds an employee to the list before the form is sent without calling the service', async () => {
    const h = await loaded();
    expect(await h.roster.add('fieldWorkers', '  tech@acme.example ')).toBe(true);
    expect(h.form.roster.fieldWorkers).toEqual([{ email: 'tech@acme.example', status: 'pending' }]);
    expect(h.service.callsTo('addPerson')).toHaveLength(0);
  });

  it('accepts only a valid e-mail', async () => {
    const h = await loaded();
    expect(h.roster.canAdd('not-an-email')).toBe(false);
    expect(await h.roster.add('fieldWorkers', 'not-an-email')).toBe(false);
    expect(h.roster.canAdd('tech@acme.example')).toBe(true);
    expect(h.form.roster.fieldWorkers).toEqual([]);
  });

  it('refuses a duplicate on any list, in any case, with a snackbar', async () => {
    const h = await loaded();
    expect(await h.roster.add('fieldWorkers', 'ANN@acme.example')).toBe(false);
    expect(h.snackbar.current?.message).toBe('This e-mail address is already used');
    expect(h.form.roster.fieldWorkers).toEqual([]);
  });

  it('offers owners only for home services', async () => {
    const home = await loaded();
    expect(home.roster.canAddOwners).toBe(true);
    const professional = await loaded({ professional: true });
    expect(professional.roster.canAddOwners).toBe(false);
    expect(await professional.roster.add('owners', 'partner@acme.example')).toBe(false);
    expect(professional.form.roster.owners).toEqual([]);
  });

  it('adds nobody once the case is complete', async () => {
    const h = businessHarness();
    h.service.status = { caseStatus: 'failed', submissionStatus: null };
    await h.form.load();
    expect(h.roster.canAddPeople).toBe(false);
    expect(await h.roster.add('fieldWorkers', 'tech@acme.example')).toBe(false);
  });

  it('adds an owner directly when the form has no employee question', async () => {
    const h = await loaded({ fieldWorkerCheck: false });
    expect(await h.roster.add('owners', 'partner@acme.example')).toBe(true);
    expect(h.roster.ownerConfirmation).toBeNull();
    expect(h.form.roster.owners.map((entry) => entry.email)).toEqual(['partner@acme.example']);
  });

  it('asks whether a new owner is an owner and moves an employee to the employees', async () => {
    const h = await loaded();
    await h.roster.add('owners', 'sam@acme.example');
    expect(h.roster.ownerConfirmation).toBe('sam@acme.example');
    await h.roster.confirmOwner('employee');
    expect(h.roster.ownerConfirmation).toBeNull();
    expect(h.form.roster.owners).toEqual([]);
    expect(h.form.roster.fieldWorkers.map((entry) => entry.email)).toEqual(['sam@acme.example']);
  });

  it('keeps a confirmed owner among the owners', async () => {
    const h = await loaded();
    await h.roster.add('owners', 'sam@acme.example');
    await h.roster.confirmOwner('owner');
    expect(h.form.roster.owners.map((entry) => entry.email)).toEqual(['sam@acme.example']);
  });

  it('cancels the addition when the confirmation is closed without an answer', async () => {
    const h = await loaded();
    await h.roster.add('owners', 'sam@acme.example');
    h.roster.cancelOwnerConfirmation();
    expect(h.roster.ownerConfirmation).toBeNull();
    expect(h.form.roster.owners).toEqual([]);
  });

  it('once sent, adds through the service, on the list the confirmation chose', async () => {
    const h = await loaded({ sent: true });
    await h.roster.add('owners', 'sam@acme.example');
    expect(h.service.callsTo('addPerson')).toHaveLength(0);
    await h.roster.confirmOwner('employee');
    expect(h.service.callsTo('addPerson')).toEqual([[42, 'fieldWorkers', 'sam@acme.example']]);
  });

  it('undoes an addition the service refuses and shows the failure', async () => {
    const h = await loaded({ sent: true });
    h.service.on('addPerson', () => networkFailure());
    expect(await h.roster.add('fieldWorkers', 'new@acme.example')).toBe(false);
    expect(h.form.roster.fieldWorkers.map((entry) => entry.email)).toEqual(['tech@acme.example']);
    expect(h.error.reason).toBe('cancelled-network-request');
  });
});

describe('BusinessRosterViewModel deleting', () => {
  it("protects the primary owner with the spec's message", async () => {
    const h = await loaded({ sent: true });
    expect(h.roster.isPrimary('ANN@acme.example')).toBe(true);
    expect(await h.roster.remove('ann@acme.example')).toBe(false);
    expect(h.snackbar.current?.message).toBe("You can't delete primary business owner");
    expect(h.form.roster.primaryOwner?.email).toBe('ann@acme.example');
    expect(h.service.callsTo('removePerson')).toHaveLength(0);
  });

  it('deletes locally before the form is sent', async () => {
    const h = await loaded();
    await h.roster.add('fieldWorkers', 'tech@acme.example');
    expect(await h.roster.remove('tech@acme.example')).toBe(true);
    expect(h.form.roster.fieldWorkers).toEqual([]);
    expect(h.service.callsTo('removePerson')).toHaveLength(0);
  });

  it('once sent, deletes through the service from the list that holds the person', async () => {
    const h = await loaded({ sent: true });
    expect(await h.roster.remove('Partner@acme.example')).toBe(true);
    expect(h.service.callsTo('removePerson')).toEqual([[42, 'owners', 'partner@acme.example']]);
    expect(h.form.roster.owners).toEqual([]);
  });

  it('puts the person back when the service refuses the deletion', async () => {
    const h = await loaded({ sent: true });
    h.service.on('removePerson', () => glsFailure(404, 'gls/not-found'));
    expect(await h.roster.remove('tech@acme.example')).toBe(false);
    expect(h.form.roster.fieldWorkers).toEqual([{ email: 'tech@acme.example', status: 'pending' }]);
    expect(h.error.reason).toBe('gls/not-found');
  });
});

describe('BusinessRosterViewModel calls under way', () => {
  it("marks a person 'adding' while their addition runs; no link until the service has them", async () => {
    const h = await loaded({ sent: true });
    const adding = deferred<Awaited<ReturnType<typeof h.service.addPerson>>>();
    h.service.on('addPerson', () => adding.promise);
    const added = h.roster.add('fieldWorkers', 'New@acme.example');
    expect(h.roster.personCall('new@acme.example')).toBe('adding');
    expect(h.roster.people.find((person) => person.email === 'New@acme.example')?.canSendLink).toBe(false);
    expect(h.roster.personCall('tech@acme.example')).toBeNull();
    adding.resolve(ok(undefined));
    expect(await added).toBe(true);
    expect(h.roster.personCall('new@acme.example')).toBeNull();
    expect(h.roster.people.find((person) => person.email === 'New@acme.example')?.canSendLink).toBe(true);
  });

  it("keeps a person listed as 'deleting' until the service confirms; a second click makes no call", async () => {
    const h = await loaded({ sent: true });
    const deleting = deferred<Awaited<ReturnType<typeof h.service.removePerson>>>();
    h.service.on('removePerson', () => deleting.promise);
    const first = h.roster.remove('tech@acme.example');
    expect(h.roster.personCall('TECH@acme.example')).toBe('deleting');
    expect(h.form.roster.fieldWorkers.map((entry) => entry.email)).toEqual(['tech@acme.example']);
    expect(await h.roster.remove('tech@acme.example')).toBe(false);
    expect(h.service.callsTo('removePerson')).toHaveLength(1);
    deleting.resolve(ok(undefined));
    expect(await first).toBe(true);
    expect(h.form.roster.fieldWorkers).toEqual([]);
    expect(h.roster.personCall('tech@acme.example')).toBeNull();
  });

  it('clears the mark when a deletion is refused, the person still listed', async () => {
    const h = await loaded({ sent: true });
    h.service.on('removePerson', () => networkFailure());
    expect(await h.roster.remove('tech@acme.example')).toBe(false);
    expect(h.roster.personCall('tech@acme.example')).toBeNull();
    expect(h.form.roster.fieldWorkers.map((entry) => entry.email)).toEqual(['tech@acme.example']);
  });
});

describe('BusinessRosterViewModel links', () => {
  it('offers a link only to pending people once the form is sent', async () => {
    const h = await loaded({ sent: true });
    expect(h.roster.people.map((person) => [person.email, person.role, person.canSendLink])).toEqual([
      ['ann@acme.example', 'primary', true],
      ['partner@acme.example', 'owner', false],
      ['tech@acme.example', 'field-worker', true],
    ]);
    const unsent = await loaded();
    expect(unsent.roster.people.every((person) => !person.canSendLink)).toBe(true);
  });

  it('shows loading, then success, for one row', async () => {
    const h = await loaded({ sent: true });
    const answer = deferred<Awaited<ReturnType<typeof h.service.sendLinks>>>();
    h.service.on('sendLinks', () => answer.promise);
    expect(h.roster.resendStatus('tech@acme.example')).toBe('uninitialized');
    const sending = h.roster.sendLink('TECH@acme.example');
    expect(h.roster.resendStatus('tech@acme.example')).toBe('loading');
    answer.resolve(ok({ failedEmails: [], success: true }));
    await sending;
    expect(h.service.callsTo('sendLinks')).toEqual([[42, 'fieldWorkers', ['tech@acme.example']]]);
    expect(h.roster.resendStatus('tech@acme.example')).toBe('success');
    expect(h.roster.lastNotification).toEqual({ failedEmails: [], success: true });
  });

  it('does not send to someone who has submitted', async () => {
    const h = await loaded({ sent: true });
    await h.roster.sendLink('partner@acme.example');
    expect(h.service.callsTo('sendLinks')).toHaveLength(0);
  });

  it('sends to all pending users, one call per list, and marks partial failures', async () => {
    const h = await loaded({ sent: true });
    h.service.on('sendLinks', (_caseId, list) =>
      ok(
        list === 'owners'
          ? { failedEmails: ['ann@acme.example'], success: false }
          : { failedEmails: [], success: true },
      ),
    );
    await h.roster.sendLinksToAll();
    expect(h.service.callsTo('sendLinks')).toEqual(
      expect.arrayContaining([
        [42, 'owners', ['ann@acme.example']],
        [42, 'fieldWorkers', ['tech@acme.example']],
      ]),
    );
    expect(h.roster.resendStatus('ann@acme.example')).toBe('error');
    expect(h.roster.resendStatus('tech@acme.example')).toBe('success');
    expect(h.roster.resendStatus('partner@acme.example')).toBe('uninitialized');
  });

  it('keeps the outcome of a notification answer where some failed', async () => {
    const h = await loaded({ sent: true });
    h.form.setRoster({
      ...h.form.roster,
      fieldWorkers: [...h.form.roster.fieldWorkers, { email: 'b@acme.example', status: 'pending' }],
    });
    h.service.on('sendLinks', () => ok({ failedEmails: ['b@acme.example'], success: null }));
    await h.roster.sendLinksToAll();
    expect(h.roster.lastNotification?.success).toBeNull();
    expect(h.roster.resendStatus('b@acme.example')).toBe('error');
    expect(h.roster.resendStatus('tech@acme.example')).toBe('success');
  });

  it('marks every row as failed when the service could send none (a 400 answer)', async () => {
    const h = await loaded({ sent: true });
    h.service.on('sendLinks', (_caseId, _list, emails) => ok({ failedEmails: [...emails], success: false }));
    await h.roster.sendLinksToAll();
    expect(h.roster.lastNotification?.success).toBe(false);
    expect(h.roster.resendStatus('ann@acme.example')).toBe('error');
    expect(h.roster.resendStatus('tech@acme.example')).toBe('error');
    expect(h.error.reason).toBeNull();
  });

  it('marks the row as failed on a network failure and stays on the form', async () => {
    const h = await loaded({ sent: true });
    h.service.on('sendLinks', () => networkFailure());
    await h.roster.sendLink('tech@acme.example');
    expect(h.roster.resendStatus('tech@acme.example')).toBe('error');
    expect(h.error.reason).toBeNull();
  });

  it('leaves for the landing page when the session expired while sending', async () => {
    const h = await loaded({ sent: true });
    h.service.on('sendLinks', () => glsFailure(440, 'gls/session-expired'));
    await h.roster.sendLink('tech@acme.example');
    expect(h.roster.resendStatus('tech@acme.example')).toBe('error');
    expect(h.snackbar.current?.message).toBe('Your session has expired, please log in again.');
    expect(h.navigator.visited).toEqual(['/v2/google-login/42']);
  });
});

describe('BusinessRosterViewModel adding a pasted list', () => {
  it('adds every employee in order and answers the ones it refused', async () => {
    const h = await loaded();
    const refused = await h.roster.addAll('fieldWorkers', ['a@acme.example', 'ANN@acme.example', 'b@acme.example']);
    expect(refused).toEqual(['ANN@acme.example']);
    expect(h.form.roster.fieldWorkers.map((entry) => entry.email)).toEqual(['a@acme.example', 'b@acme.example']);
  });

  it('asks about each new owner in turn', async () => {
    const h = await loaded();
    await h.roster.addAll('owners', ['one@acme.example', 'two@acme.example']);
    expect(h.roster.ownerConfirmation).toBe('one@acme.example');
    expect(h.roster.queuedOwners).toEqual(['two@acme.example']);
    await h.roster.confirmOwner('employee');
    expect(h.roster.ownerConfirmation).toBe('two@acme.example');
    await h.roster.confirmOwner('owner');
    expect(h.roster.ownerConfirmation).toBeNull();
    expect(h.form.roster.owners.map((entry) => entry.email)).toEqual(['two@acme.example']);
    expect(h.form.roster.fieldWorkers.map((entry) => entry.email)).toEqual(['one@acme.example']);
  });
});

describe('BusinessRosterViewModel without a case id', () => {
  it('gives the unexpected error instead of answering success for an addition', async () => {
    const h = await loaded({ sent: true });
    h.form.caseId = null;
    expect(await h.roster.add('fieldWorkers', 'new@acme.example')).toBe(false);
    expect(h.service.callsTo('addPerson')).toHaveLength(0);
    expect(h.form.roster.fieldWorkers.map((entry) => entry.email)).toEqual(['tech@acme.example']);
    expect(h.error.reason).toBe('unexpected');
  });

  it('gives the unexpected error for a deletion and for links', async () => {
    const h = await loaded({ sent: true });
    h.form.caseId = null;
    expect(await h.roster.remove('tech@acme.example')).toBe(false);
    expect(h.form.roster.fieldWorkers).toHaveLength(1);
    await h.roster.sendLinksToAll();
    expect(h.service.callsTo('sendLinks')).toHaveLength(0);
    expect(h.service.callsTo('removePerson')).toHaveLength(0);
    expect(h.error.reason).toBe('unexpected');
  });
});

describe('BusinessRosterViewModel link outcomes', () => {
  it('lists the addresses a link could not reach and those it reached', async () => {
    const h = await loaded({ sent: true });
    h.form.setRoster({
      ...h.form.roster,
      fieldWorkers: [...h.form.roster.fieldWorkers, { email: 'x@bounce.example', status: 'pending' }],
    });
    expect(h.roster.canSendToAll).toBe(true);
    h.service.on('sendLinks', (_caseId, _list, emails) =>
      ok({ failedEmails: emails.filter((e) => e.endsWith('@bounce.example')), success: null }),
    );
    await h.roster.sendLinksToAll();
    expect(h.roster.failedLinks).toEqual(['x@bounce.example']);
    expect(h.roster.sentLinks).toEqual(['ann@acme.example', 'tech@acme.example']);
    expect(h.error.reason).toBeNull();
  });
});

describe('BusinessRosterViewModel link outcomes as people submit and the case ends', () => {
  it('drops people who have since submitted, and everyone once the case has ended', async () => {
    const h = await loaded({ sent: true });
    h.form.setRoster({
      ...h.form.roster,
      fieldWorkers: [...h.form.roster.fieldWorkers, { email: 'x@bounce.example', status: 'pending' }],
    });
    h.service.on('sendLinks', (_caseId, _list, emails) =>
      ok({ failedEmails: emails.filter((e) => e.endsWith('@bounce.example')), success: null }),
    );
    await h.roster.sendLinksToAll();
    h.service.submission = submissionOf({
      owners: [{ email: 'partner@acme.example', status: 'submitted' }],
      fieldWorkers: [
        { email: 'tech@acme.example', status: 'submitted' },
        { email: 'x@bounce.example', status: 'pending' },
      ],
    });
    await h.form.refresh();
    expect(h.roster.sentLinks).toEqual(['ann@acme.example']);
    expect(h.roster.failedLinks).toEqual(['x@bounce.example']);

    h.service.status = { caseStatus: 'dropoff', submissionStatus: 'SUBMITTED' };
    await h.form.refresh();
    expect(h.roster.sentLinks).toEqual([]);
    expect(h.roster.failedLinks).toEqual([]);
    expect(h.roster.canSendToAll).toBe(false);
  });
});
