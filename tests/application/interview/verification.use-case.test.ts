import { VERIFICATION_POLLING } from '../../../src/domain/questions/verification-polling';
import { err, ok } from '../../../src/domain/shared/result';
import { question, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

const captured = { 'document.id': { shareWith: ['acme'], value: { pages: 2 } } };

async function loaded() {
  const h = interviewHarness();
  h.service.snapshot = snapshotOf({ questions: [question('document.id', { type: 'id-scan' })] });
  await h.loaded();
  return h;
}

describe('VerificationUseCase', () => {
  it.each([
    ['store', 'postAttributeData'],
    ['verify', 'verifyId'],
    ['legacy', 'submitId'],
  ] as const)('sends a %s submission with %s and reports its progress', async (mode, call) => {
    const h = await loaded();
    const progress: number[] = [];
    h.service.on(call, async (_answers: unknown, onProgress?: (fraction: number) => void) => {
      onProgress?.(0.5);
      return ok({ datumIds: ['d1'] });
    });
    expect(await h.verifications.upload(mode, captured, (fraction) => progress.push(fraction))).toEqual(
      ok({ datumIds: ['d1'] }),
    );
    expect(h.service.callsTo(call)).toHaveLength(1);
    expect(progress).toEqual([0.5]);
  });

  it('polls while the provider waits and records the verdict on the store', async () => {
    const h = await loaded();
    const answers = [{ status: 'waiting' as const }, { status: 'ok' as const }];
    h.service.on('getVerification', async () => ok(answers.shift() ?? { status: 'ok' }));
    const run = h.verifications.poll('document.id', ['v1']);
    await h.time.advance(0);
    expect(h.verificationStore.verification('document.id').result).toEqual({ status: 'verifying' });
    await h.time.advance(VERIFICATION_POLLING.intervalMs);
    expect(await run.outcome).toEqual({ status: 'verified' });
    expect(h.verificationStore.verification('document.id')).toEqual(
      expect.objectContaining({ result: { status: 'verified' }, resolutionAttempts: 2, datumIds: ['v1'] }),
    );
  });

  it('ends as timed out when stopped, ignoring a check still under way', async () => {
    const h = await loaded();
    h.service.on('getVerification', async () => ok({ status: 'waiting' as const }));
    const run = h.verifications.poll('document.id', ['v1']);
    run.stop();
    expect(await run.outcome).toEqual({ status: 'timeout' });
    await h.time.advance(10 * VERIFICATION_POLLING.intervalMs);
    expect(h.verificationStore.verification('document.id').result).toEqual({ status: 'timeout' });
    expect(h.time.waiting).toBe(0);
  });
});

describe('VerificationUseCase readability check', () => {
  it('checks readability once with the datum ids before polling', async () => {
    const h = await loaded();
    h.service.on('getVerification', async () => ok({ status: 'ok' as const }));
    const run = h.verifications.poll('document.id', ['v1', 'v2']);
    expect(await run.outcome).toEqual({ status: 'verified' });
    expect(h.service.callsTo('checkReadability')).toEqual([[['v1', 'v2']]]);
  });

  it('fails with the reason of an unreadable document, counted, without polling', async () => {
    const h = await loaded();
    h.service.on('checkReadability', async () => ok({ readable: false, failureReason: 'GLARE' }));
    const run = h.verifications.poll('document.id', ['v1']);
    expect(await run.outcome).toEqual({ status: 'failed', failureReason: 'GLARE' });
    expect(h.service.callsTo('getVerification')).toHaveLength(0);
    expect(h.verificationStore.verification('document.id')).toEqual(
      expect.objectContaining({ result: { status: 'failed', failureReason: 'GLARE' }, failures: 1 }),
    );
  });

  it("gives an unreadable document without a reason the reason 'unknown'", async () => {
    const h = await loaded();
    h.service.on('checkReadability', async () => ok({ readable: false, failureReason: null }));
    expect(await h.verifications.poll('document.id', ['v1']).outcome).toEqual({
      status: 'failed',
      failureReason: 'unknown',
    });
  });

  it('ends in error when the readability check fails', async () => {
    const h = await loaded();
    h.service.on('checkReadability', async () =>
      err({ kind: 'network' as const, reason: 'cancelled-network-request' as const, message: 'offline' }),
    );
    expect(await h.verifications.poll('document.id', ['v1']).outcome).toEqual({ status: 'error' });
    expect(h.service.callsTo('getVerification')).toHaveLength(0);
  });

  it('times out after 15 checks while the provider keeps waiting', async () => {
    const h = await loaded();
    h.service.on('getVerification', async () => ok({ status: 'waiting' as const }));
    const run = h.verifications.poll('document.id', ['v1']);
    await h.time.advance(14 * VERIFICATION_POLLING.intervalMs - 1);
    expect(h.service.callsTo('getVerification')).toHaveLength(14);
    await h.time.advance(1);
    expect(await run.outcome).toEqual({ status: 'timeout' });
    expect(h.service.callsTo('getVerification')).toHaveLength(15);
    expect(h.verificationStore.verification('document.id').resolutionAttempts).toBe(15);
  });
});
