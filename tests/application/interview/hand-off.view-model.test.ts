import { HandOffViewModel } from '../../../src/application/view-models/hand-off.view-model';
import { ok } from '../../../src/domain/shared/result';
import { deferred, failure } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

async function panel() {
  const h = interviewHarness();
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

  it("keeps the delegation phone number of spec 001 §3.7 for the page load, for its request's session only", async () => {
    const { handOff, loader } = await panel();
    expect(handOff.phoneNumber).toBeNull();
    const phone = { number: '2025550123', dialCode: '1', country: 'US', qualifiedNumber: '+12025550123', valid: true };
    handOff.setPhoneNumber(phone);
    handOff.close();
    await handOff.open('core.other');
    expect(handOff.phoneNumber).toEqual(phone);
    await loader.logout();
    expect(handOff.phoneNumber).toBeNull();
  });
});
