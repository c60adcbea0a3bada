import { HandoffStartUseCase } from '../../../src/application/use-cases/handoff-start.use-case';
import { ok } from '../../../src/domain/shared/result';
import { STORAGE_WARNING_TEXTS } from '../../../src/domain/session/storage-warning';
import { failure, networkFailure } from '../fakes/fake-interview-service';
import { interviewHarness, SESSION_KEY } from './harness';

function setup(options: { storage?: boolean } = {}) {
  const h = interviewHarness(options);
  h.store.write(SESSION_KEY, {
    rprId: 'OTHER',
    canary: 'c-other',
    continueUrl: 'https://a.example',
    enableReturn: true,
  });
  return { ...h, handoffStart: new HandoffStartUseCase(h.service, h.store, h.loader, h.error, h.interview, h.tracker) };
}

describe('HandoffStartUseCase', () => {
  it('redeems the code for the session that replaces the stored one, and loads its interview', async () => {
    const { handoffStart, service, store, loader, interview } = setup();
    service.on('redeemHandoff', () => ok({ rprId: 'R 1', canary: 'c+1', attrType: 'core.selfie' }));
    expect(await handoffStart.execute('H-1')).toEqual({
      kind: 'interview',
      rprId: 'R 1',
      canary: 'c+1',
      enableReturn: false,
    });
    expect(service.callsTo('redeemHandoff')).toEqual([['H-1']]);
    expect(store.read(SESSION_KEY)).toEqual({ rprId: 'R 1', canary: 'c+1', enableReturn: false });
    expect(JSON.stringify([...store.entries])).not.toContain('H-1');
    expect(service.canary).toBe('c+1');
    // The phone remembers which question it was lent, to send the applicant back once it is done.
    expect(interview.handedOff).toBe('core.selfie');
    await loader.load();
    expect(interview.status).toBe('success');
    expect(service.callsTo('loadInterview')).toEqual([['R 1']]);
  });

  it('starts the session for this page load when the browser refuses storage, and says so', async () => {
    const { handoffStart, service, snackbar } = setup({ storage: false });
    service.on('redeemHandoff', () => ok({ rprId: 'R1', canary: 'c-1', attrType: 'core.selfie' }));
    expect(await handoffStart.execute('H-1')).toEqual(expect.objectContaining({ rprId: 'R1' }));
    expect(service.canary).toBe('c-1');
    expect(snackbar.current?.message).toBe(STORAGE_WARNING_TEXTS.unavailable);
  });

  it.each([
    ['an unknown code', () => failure(404, 'unknown-request'), 'unknown-request'],
    ['a used code', () => failure(410, 'TokenRedeemed'), 'TokenRedeemed'],
    ['an expired code', () => failure(410, 'TokenExpired'), 'TokenExpired'],
    ['no answer', () => networkFailure(), 'cancelled-network-request'],
  ] as const)('leaves no session at all for %s, unreported, and loads nothing', async (_name, answer, reason) => {
    const { handoffStart, service, store, loader, interview, error, reporter } = setup();
    service.on('redeemHandoff', answer);
    expect(await handoffStart.execute('H-1')).toBeNull();
    expect(error.reason).toBe(reason);
    expect(store.read(SESSION_KEY)).toBeNull();
    expect(interview.session).toBeNull();
    expect(interview.handedOff).toBeNull();
    await loader.load();
    expect(service.callsTo('loadInterview')).toEqual([]);
    expect(error.reason).toBe('unknown-request');
    expect(reporter.reports).toEqual([]);
  });
});
