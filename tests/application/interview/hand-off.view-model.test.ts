import { HandOffViewModel } from '../../../src/application/view-models/hand-off.view-model';
import { HANDOFF_CHECK_MS, HANDOFF_CODES_FLAG } from '../../../src/domain/session/handoff';
import { ok } from '../../../src/domain/shared/result';
import { deferred, failure, networkFailure, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** A hand-off panel over a service that offers hand-off codes unless `codes` is false. */
async function panel(codes = true) {
  const h = interviewHarness();
  if (codes) h.service.snapshot = snapshotOf({ featureFlags: { [HANDOFF_CODES_FLAG]: true } });
  await h.loaded();
  let minted = 0;
  h.service.on('createHandoff', () => {
    minted += 1;
    return ok({ code: `H${minted}`, expiresAt: h.time.now() + FIFTEEN_MINUTES });
  });
  return { ...h, handOff: new HandOffViewModel(h.handoffLinks, h.time, h.time, h.interview) };
}

describe('HandOffViewModel', () => {
  it('is idle until opened, loading while the code is minted, then ready with the link', async () => {
    const { handOff, service, time } = await panel();
    expect(handOff.code).toEqual({ kind: 'idle' });
    const opening = handOff.open('core.selfie');
    expect(handOff.code).toEqual({ kind: 'loading' });
    await opening;
    expect(handOff.code).toEqual({
      kind: 'ready',
      link: 'https://attest.example/overview?q=core.selfie&handoff=H1#/interview/R1',
      expiresAt: time.now() + FIFTEEN_MINUTES,
    });
    expect(service.callsTo('createHandoff')).toEqual([['core.selfie']]);
  });

  it('offers no QR code, and mints nothing, where the service does not offer hand-off codes', async () => {
    const { handOff, service } = await panel(false);
    expect(handOff.qrOffered).toBe(false);
    await handOff.open('core.selfie');
    expect(handOff.code).toEqual({ kind: 'idle' });
    await handOff.newCode();
    expect(handOff.code).toEqual({ kind: 'idle' });
    expect(service.callsTo('createHandoff')).toEqual([]);
  });

  it('offers the QR code only while the interview says the service has hand-off codes', async () => {
    const { handOff, service, loader } = await panel();
    expect(handOff.qrOffered).toBe(true);
    service.snapshot = snapshotOf({ featureFlags: { [HANDOFF_CODES_FLAG]: false } });
    await loader.reload();
    expect(handOff.qrOffered).toBe(false);
  });

  it('expires when the code does, and shows a new code only when asked', async () => {
    const { handOff, service, time } = await panel();
    await handOff.open('core.selfie');
    await time.advance(FIFTEEN_MINUTES - 1);
    expect(handOff.code.kind).toBe('ready');
    await time.advance(1);
    expect(handOff.code).toEqual({ kind: 'expired' });
    await time.advance(FIFTEEN_MINUTES);
    expect(service.callsTo('createHandoff')).toHaveLength(1);
    await handOff.newCode();
    expect(handOff.code).toEqual(
      expect.objectContaining({ kind: 'ready', link: expect.stringContaining('handoff=H2') }),
    );
  });

  it('says when no code could be minted, and tries again on request', async () => {
    const { handOff, service } = await panel();
    service.on('createHandoff', () => failure(503, 'unexpected'));
    await handOff.open('core.selfie');
    expect(handOff.code).toEqual({ kind: 'error', failure: 'failed' });
    service.on('createHandoff', () => ok({ code: 'H9', expiresAt: Number.MAX_SAFE_INTEGER }));
    await handOff.newCode();
    expect(handOff.code.kind).toBe('ready');
  });

  it('treats a code that arrives already expired as expired', async () => {
    const { handOff, service, time } = await panel();
    service.on('createHandoff', () => ok({ code: 'H1', expiresAt: time.now() }));
    await handOff.open('core.selfie');
    expect(handOff.code).toEqual({ kind: 'expired' });
  });

  it('forgets the code on close, drops a mint still under way, and stops its expiry timer', async () => {
    const { handOff, service, time } = await panel();
    await handOff.open('core.selfie');
    expect(time.waiting).toBeGreaterThan(0);
    handOff.close();
    expect(handOff.code).toEqual({ kind: 'idle' });
    expect(time.waiting).toBe(0);

    const late = deferred<Awaited<ReturnType<typeof service.createHandoff>>>();
    service.on('createHandoff', () => late.promise);
    const opening = handOff.open('core.selfie');
    handOff.close();
    late.resolve(ok({ code: 'LATE', expiresAt: time.now() + FIFTEEN_MINUTES }));
    await opening;
    expect(handOff.code).toEqual({ kind: 'idle' });
  });

  describe('while a code is shown', () => {
    const used = () => ok({ used: true, expiresAt: Number.MAX_SAFE_INTEGER });

    it('asks every few seconds whether a phone used it, and says so once one did', async () => {
      const { handOff, service, time } = await panel();
      await handOff.open('core.selfie');
      expect(service.callsTo('getHandoff')).toEqual([]);
      await time.advance(HANDOFF_CHECK_MS - 1);
      expect(service.callsTo('getHandoff')).toEqual([]);
      await time.advance(1);
      expect(service.callsTo('getHandoff')).toEqual([['H1']]);
      await time.advance(2 * HANDOFF_CHECK_MS);
      expect(service.callsTo('getHandoff')).toEqual([['H1'], ['H1'], ['H1']]);
      expect(handOff.code.kind).toBe('ready');

      service.on('getHandoff', used);
      await time.advance(HANDOFF_CHECK_MS);
      expect(handOff.code).toEqual({ kind: 'used' });
      // Used: no more checks and no expiry left to wait for.
      expect(time.waiting).toBe(0);
      await time.advance(FIFTEEN_MINUTES);
      expect(service.callsTo('getHandoff')).toHaveLength(4);
      expect(handOff.code).toEqual({ kind: 'used' });
    });

    it('shows a new code on request after a use, and checks that one instead', async () => {
      const { handOff, service, time } = await panel();
      service.on('getHandoff', used);
      await handOff.open('core.selfie');
      await time.advance(HANDOFF_CHECK_MS);
      expect(handOff.code).toEqual({ kind: 'used' });
      service.on('getHandoff', () => ok({ used: false, expiresAt: Number.MAX_SAFE_INTEGER }));
      await handOff.newCode();
      expect(handOff.code).toEqual(
        expect.objectContaining({ kind: 'ready', link: expect.stringContaining('handoff=H2') }),
      );
      await time.advance(HANDOFF_CHECK_MS);
      expect(service.callsTo('getHandoff')).toEqual([['H1'], ['H2']]);
    });

    it('keeps the code on a failed check, says nothing of it and checks again', async () => {
      const { handOff, service, time } = await panel();
      await handOff.open('core.selfie');
      const shown = handOff.code;
      service.on('getHandoff', () => networkFailure());
      await time.advance(HANDOFF_CHECK_MS);
      service.on('getHandoff', () => failure(404, 'unknown-request'));
      await time.advance(HANDOFF_CHECK_MS);
      service.on('getHandoff', () => ok({ used: false, expiresAt: Number.MAX_SAFE_INTEGER }));
      await time.advance(HANDOFF_CHECK_MS);
      expect(handOff.code).toBe(shown);
      expect(service.callsTo('getHandoff')).toHaveLength(3);
      service.on('getHandoff', used);
      await time.advance(HANDOFF_CHECK_MS);
      expect(handOff.code).toEqual({ kind: 'used' });
    });

    it('checks one at a time: the next check waits for the answer of the last', async () => {
      const { handOff, service, time } = await panel();
      const slow = deferred<Awaited<ReturnType<typeof service.getHandoff>>>();
      service.on('getHandoff', () => slow.promise);
      await handOff.open('core.selfie');
      await time.advance(5 * HANDOFF_CHECK_MS);
      expect(service.callsTo('getHandoff')).toHaveLength(1);
      slow.resolve(ok({ used: false, expiresAt: Number.MAX_SAFE_INTEGER }));
      await time.advance(HANDOFF_CHECK_MS);
      expect(service.callsTo('getHandoff')).toHaveLength(2);
    });

    it('stops checking when the code expires, and then ignores the answer of a check under way', async () => {
      const { handOff, service, time } = await panel();
      const late = deferred<Awaited<ReturnType<typeof service.getHandoff>>>();
      await handOff.open('core.selfie');
      await time.advance(FIFTEEN_MINUTES - HANDOFF_CHECK_MS - 1);
      const checks = service.callsTo('getHandoff').length;
      // The last check before the expiry is still under way when the code expires.
      service.on('getHandoff', () => late.promise);
      await time.advance(1);
      expect(service.callsTo('getHandoff')).toHaveLength(checks + 1);
      await time.advance(HANDOFF_CHECK_MS);
      expect(handOff.code).toEqual({ kind: 'expired' });
      expect(service.callsTo('getHandoff')).toHaveLength(checks + 1);
      expect(time.waiting).toBe(0);
      late.resolve(used());
      await time.advance(FIFTEEN_MINUTES);
      expect(handOff.code).toEqual({ kind: 'expired' });
      expect(service.callsTo('getHandoff')).toHaveLength(checks + 1);
    });

    it('drops the answer of a check about a code replaced or closed meanwhile', async () => {
      const { handOff, service, time } = await panel();
      const late = deferred<Awaited<ReturnType<typeof service.getHandoff>>>();
      service.on('getHandoff', () => late.promise);
      await handOff.open('core.selfie');
      await time.advance(HANDOFF_CHECK_MS);
      service.on('getHandoff', () => ok({ used: false, expiresAt: Number.MAX_SAFE_INTEGER }));
      await handOff.newCode();
      late.resolve(used());
      await time.advance(0);
      expect(handOff.code).toEqual(
        expect.objectContaining({ kind: 'ready', link: expect.stringContaining('handoff=H2') }),
      );

      const closing = deferred<Awaited<ReturnType<typeof service.getHandoff>>>();
      service.on('getHandoff', () => closing.promise);
      await time.advance(HANDOFF_CHECK_MS);
      handOff.close();
      closing.resolve(used());
      await time.advance(HANDOFF_CHECK_MS);
      expect(handOff.code).toEqual({ kind: 'idle' });
      expect(time.waiting).toBe(0);
      expect(service.callsTo('getHandoff').map(([code]) => code)).toEqual(['H1', 'H2']);
    });
  });

  it("keeps the delegation phone number of spec 001 §3.7 for the page load, for its request's session only", async () => {
    const { handOff, logout } = await panel();
    expect(handOff.phoneNumber).toBeNull();
    const phone = { number: '2025550123', dialCode: '1', country: 'US', qualifiedNumber: '+12025550123', valid: true };
    handOff.setPhoneNumber(phone);
    handOff.close();
    await handOff.open('core.other');
    expect(handOff.phoneNumber).toEqual(phone);
    await logout.logOut();
    expect(handOff.phoneNumber).toBeNull();
  });
});
