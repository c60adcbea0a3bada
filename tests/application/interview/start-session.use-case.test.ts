import { StartSessionUseCase } from '../../../src/application/use-cases/start-session.use-case';
import { SESSION_KEY } from '../../../src/application/use-cases/stored-session';
import { FakeInterviewService } from '../fakes/fake-interview-service';
import { FakeSessionStore } from '../fakes/fake-session-store';

function setup(store = new FakeSessionStore()) {
  const service = new FakeInterviewService();
  return { store, service, useCase: new StartSessionUseCase(store, service) };
}

describe('StartSessionUseCase', () => {
  it("starts an interview session from the link's request id and canary and stores it", () => {
    const { store, service, useCase } = setup();
    const session = useCase.execute('?rprId=R1&canary=c-1&continue_url=https%3A%2F%2Facme.example&enable_return=true');
    expect(session).toEqual({
      kind: 'interview',
      rprId: 'R1',
      canary: 'c-1',
      continueUrl: 'https://acme.example',
      enableReturn: true,
    });
    expect(store.read(SESSION_KEY)).toEqual({
      rprId: 'R1',
      canary: 'c-1',
      continueUrl: 'https://acme.example',
      enableReturn: true,
    });
    expect(service.canary).toBe('c-1');
  });

  it('starts a business session from a case id and its auth code', () => {
    const { store, useCase } = setup();
    expect(useCase.execute('?case_id=42&auth_code=A7')).toEqual({
      kind: 'business',
      caseId: 42,
      authCode: 'A7',
      enableReturn: false,
    });
    expect(store.read(SESSION_KEY)).toEqual({ caseId: 42, authCode: 'A7', enableReturn: false });
  });

  it('falls back to the stored session when the link carries none', () => {
    const { store, service, useCase } = setup();
    store.write(SESSION_KEY, { rprId: 'R9', canary: 'c-9', enableReturn: false });
    expect(useCase.execute('?q=core.ssn')).toEqual({
      kind: 'interview',
      rprId: 'R9',
      canary: 'c-9',
      enableReturn: false,
    });
    expect(service.canary).toBe('c-9');
  });

  it('replaces a stored session with the one in a new link', () => {
    const { store, useCase } = setup();
    store.write(SESSION_KEY, { rprId: 'OLD', canary: 'c-0', enableReturn: false });
    useCase.execute('?rprId=NEW&canary=c-2');
    expect(store.read(SESSION_KEY)).toEqual({ rprId: 'NEW', canary: 'c-2', enableReturn: false });
  });

  it('has no session and starts no service session without link or storage', () => {
    const { service, useCase } = setup();
    expect(useCase.execute('')).toBeNull();
    expect(service.canary).toBeUndefined();
  });

  it('drops a stored session it cannot read', () => {
    const { store, useCase } = setup();
    store.write(SESSION_KEY, { rprId: 7 });
    expect(useCase.execute('')).toBeNull();
    expect(store.entries.has(SESSION_KEY)).toBe(false);
  });

  it('still runs on a browser that refuses storage, for this page load only', () => {
    const { useCase } = setup(new FakeSessionStore(false));
    expect(useCase.execute('?rprId=R1&canary=c-1')).toEqual(expect.objectContaining({ rprId: 'R1' }));
    expect(useCase.stored()).toBeNull();
  });
});
