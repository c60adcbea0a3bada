import { LogoutUseCase } from '../../../src/application/use-cases/logout.use-case';
import { SESSION_KEY } from '../../../src/application/use-cases/start-session.use-case';
import { FakeInterviewService, networkFailure } from '../fakes/fake-interview-service';
import { FakeSessionStore } from '../fakes/fake-session-store';

function setup() {
  const service = new FakeInterviewService();
  const store = new FakeSessionStore();
  store.write(SESSION_KEY, { rprId: 'R1', canary: 'c-1', enableReturn: false });
  return { service, store, useCase: new LogoutUseCase(service, store) };
}

describe('LogoutUseCase', () => {
  it('ends the session on the server and clears the stored session', async () => {
    const { service, store, useCase } = setup();
    expect((await useCase.execute()).ok).toBe(true);
    expect(service.callsTo('logout')).toHaveLength(1);
    expect(store.entries.has(SESSION_KEY)).toBe(false);
  });

  it('clears the stored session and returns the failure when the server call fails', async () => {
    const { service, store, useCase } = setup();
    service.on('logout', async () => networkFailure());
    const result = await useCase.execute();
    expect(result.ok).toBe(false);
    expect(store.entries.has(SESSION_KEY)).toBe(false);
  });
});
