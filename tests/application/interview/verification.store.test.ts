import { interviewHarness } from './harness';

describe('VerificationStore', () => {
  it('counts failures and resolution attempts per attribute, and an edit resets only the result', async () => {
    const h = interviewHarness();
    await h.loaded();
    const store = h.verificationStore;
    store.set('id', { status: 'failed', failureReason: 'GLARE' }, ['d1']);
    store.countResolutionAttempt('id');
    store.set('id', { status: 'failed', failureReason: 'SHARPNESS' });
    expect(store.verification('id')).toEqual({
      result: { status: 'failed', failureReason: 'SHARPNESS' },
      failures: 2,
      resolutionAttempts: 1,
      datumIds: ['d1'],
    });
    store.edited('id');
    expect(store.verification('id')).toEqual(
      expect.objectContaining({ result: { status: 'uninitialized' }, failures: 2 }),
    );
    expect(store.verification('other').failures).toBe(0);
  });

  it("starts empty for another request's session", async () => {
    const h = interviewHarness();
    await h.loaded();
    h.verificationStore.set('id', { status: 'failed', failureReason: 'GLARE' });
    const session = h.interview.session;
    if (session?.kind !== 'interview') throw new Error('expected an interview session');
    h.interview.startSession({ ...session, rprId: 'R2' });
    expect(h.verificationStore.verification('id').failures).toBe(0);
  });
});
