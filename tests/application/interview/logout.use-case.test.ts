import { LogoutUseCase } from '../../../src/application/use-cases/logout.use-case';
import { SESSION_KEY } from '../../../src/application/use-cases/stored-session';
import { ErrorViewModel } from '../../../src/application/view-models/error.view-model';
import { InterviewStore } from '../../../src/application/view-models/interview.store';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';
import { FakeTime } from '../fakes/fake-time';
import { languageStoreOf } from '../fakes/fake-language';
import { FakeBusinessCheckService, glsFailure } from '../fakes/fake-business-check-service';
import { FakeInterviewService, networkFailure } from '../fakes/fake-interview-service';
import { FakeNavigator } from '../fakes/fake-navigator';
import { FakeSessionStore } from '../fakes/fake-session-store';

const APPLICANT = { rprId: 'R1', canary: 'c-1', enableReturn: false };
const OWNER = { caseId: 42, enableReturn: false, authCode: 'code-1' };

function setup(stored: unknown = APPLICANT) {
  const service = new FakeInterviewService();
  const business = new FakeBusinessCheckService();
  const navigator = new FakeNavigator();
  const store = new FakeSessionStore();
  store.write(SESSION_KEY, stored);
  const interview = new InterviewStore(navigator, new FakeTime(), languageStoreOf());
  const useCase = new LogoutUseCase(
    service,
    store,
    business,
    navigator,
    interview,
    new ErrorViewModel(),
    new FakeErrorReporter(),
  );
  return { service, business, navigator, store, useCase };
}

describe('LogoutUseCase', () => {
  it("ends an applicant's session on the interview service (DELETE /auth) and clears the stored session", async () => {
    const { service, business, store, navigator, useCase } = setup();
    expect((await useCase.end()).ok).toBe(true);
    expect(service.callsTo('logout')).toHaveLength(1);
    expect(business.callsTo('endSession')).toHaveLength(0);
    expect(store.entries.has(SESSION_KEY)).toBe(false);
    expect(navigator.visited).toEqual([]);
  });

  it('clears the stored session and returns the failure when the server call fails', async () => {
    const { service, store, useCase } = setup();
    service.on('logout', async () => networkFailure());
    const result = await useCase.end();
    expect(result.ok).toBe(false);
    expect(store.entries.has(SESSION_KEY)).toBe(false);
  });

  it("ends a business owner's session on the business-check service (DELETE /v1/session), without going anywhere yet", async () => {
    const { service, business, store, navigator, useCase } = setup(OWNER);
    expect((await useCase.end()).ok).toBe(true);
    expect(business.callsTo('endSession')).toHaveLength(1);
    expect(service.callsTo('logout')).toHaveLength(0);
    expect(store.entries.has(SESSION_KEY)).toBe(false);
    expect(navigator.visited).toEqual([]);
  });

  it("then leaves a business owner on the case's landing page, an applicant on the logged-out page", () => {
    const { navigator, useCase } = setup(OWNER);
    useCase.leave({ kind: 'business', caseId: 42, enableReturn: false });
    expect(navigator.visited).toEqual(['/v2/google-login/42']);
    useCase.leave({ kind: 'interview', rprId: 'R1', canary: 'c-1', enableReturn: false });
    useCase.leave(null);
    expect(navigator.visited).toEqual(['/v2/google-login/42', '/logged-out', '/logged-out']);
  });

  it("also forgets the chat with Evie and the interview service's canary, so no later call runs on the old session", async () => {
    const { service, store, useCase } = setup();
    store.write('attest.chat', { open: true, history: [{ content: 'my SSN is 536-22-1847?' }] });
    service.startSession('c-1');
    await useCase.end();
    expect(store.entries.has('attest.chat')).toBe(false);
    expect(service.canary).toBeNull();
  });

  it("takes the page's session when given (storage may be unavailable)", async () => {
    const { service, business, useCase } = setup(null);
    await useCase.end({ kind: 'business', caseId: 7, enableReturn: false });
    expect(business.callsTo('endSession')).toHaveLength(1);
    expect(service.callsTo('logout')).toHaveLength(0);
  });

  it('still clears the stored session when DELETE /v1/session fails, returning the failure', async () => {
    const { business, store, useCase } = setup(OWNER);
    business.on('endSession', () => glsFailure(500, 'unexpected'));
    const result = await useCase.end();
    expect(result.ok).toBe(false);
    expect(store.entries.has(SESSION_KEY)).toBe(false);
  });
});
