import { failure, snapshotOf } from '../fakes/fake-interview-service';
import { HANDOFF_CODES_FLAG } from '../../../src/domain/session/handoff';
import { err, ok } from '../../../src/domain/shared/result';
import { showTexts } from '../../../src/domain/language/translation';
import { interviewHarness } from './harness';

/** A harness whose service offers hand-off codes (its interview's featureFlags say so). */
function offering() {
  const h = interviewHarness();
  h.service.snapshot = snapshotOf({ featureFlags: { [HANDOFF_CODES_FLAG]: true } });
  return h;
}

// A test that chose Spanish leaves the catalogues (the modules' own objects) in English.
afterEach(() => showTexts('en'));

describe('HandoffLinkUseCase', () => {
  it("builds the phone link around a freshly minted code for the session's request", async () => {
    const h = offering();
    await h.loaded();
    h.service.on('createHandoff', () => ok({ code: 'H 1', expiresAt: 1_800_000 }));
    const minted = await h.handoffLinks.mint('core.selfie');
    const { origin, pathname } = h.navigator.location();
    expect(minted).toEqual(
      ok({ link: `${origin}${pathname}?q=core.selfie&handoff=H%201#/interview/R1`, code: 'H 1', expiresAt: 1_800_000 }),
    );
    expect(h.service.callsTo('createHandoff')).toEqual([['core.selfie']]);
  });

  it('hands the phone the language the applicant reads, so it opens in Spanish (issue 28)', async () => {
    const h = offering();
    await h.loaded();
    await h.language.choose('es');
    h.service.on('createHandoff', () => ok({ code: 'H1', expiresAt: 1_800_000 }));
    const minted = await h.handoffLinks.mint('core.selfie');
    expect(minted.ok && minted.value.link).toMatch(/\?q=core\.selfie&handoff=H1&lang=es#/);
  });

  it('mints nothing without an interview session, and says when the service refused', async () => {
    const h = offering();
    expect(await h.handoffLinks.mint('core.selfie')).toEqual(err('noSession'));
    expect(h.service.callsTo('createHandoff')).toEqual([]);
    await h.loaded();
    h.service.on('createHandoff', () => failure(500, 'unexpected'));
    expect(await h.handoffLinks.mint('core.selfie')).toEqual(err('failed'));
  });

  it('calls neither hand-off call where the service does not offer hand-off codes', async () => {
    const h = interviewHarness();
    await h.loaded();
    expect(h.handoffLinks.offered).toBe(false);
    expect(await h.handoffLinks.mint('core.selfie')).toEqual(err('notOffered'));
    expect(await h.handoffLinks.isUsed('H1')).toEqual(err('notOffered'));
    expect(h.service.callsTo('createHandoff')).toEqual([]);
    expect(h.service.callsTo('getHandoff')).toEqual([]);
  });

  it('asks the service whether a phone has used a code, and fails when it cannot tell', async () => {
    const h = offering();
    expect(await h.handoffLinks.isUsed('H1')).toEqual(err('noSession'));
    expect(h.service.callsTo('getHandoff')).toEqual([]);
    await h.loaded();
    expect(await h.handoffLinks.isUsed('H1')).toEqual(ok(false));
    h.service.on('getHandoff', () => ok({ used: true, expiresAt: 1_800_000 }));
    expect(await h.handoffLinks.isUsed('H1')).toEqual(ok(true));
    h.service.on('getHandoff', () => failure(404, 'unknown-request'));
    expect(await h.handoffLinks.isUsed('H1')).toEqual(err('failed'));
    expect(h.service.callsTo('getHandoff')).toEqual([['H1'], ['H1'], ['H1']]);
  });
});
