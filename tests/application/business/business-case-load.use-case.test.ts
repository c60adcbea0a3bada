import { BusinessCaseLoadUseCase } from '../../../src/application/use-cases/business-case-load.use-case';
import { FakeBusinessCheckService, glsFailure, submissionOf } from '../fakes/fake-business-check-service';
import { networkFailure } from '../fakes/fake-interview-service';

describe('BusinessCaseLoadUseCase', () => {
  it('authorizes first, then reads the session, the status and the submission', async () => {
    const service = new FakeBusinessCheckService();
    service.submission = submissionOf();
    const loaded = await new BusinessCaseLoadUseCase(service).execute(42, 'code-1');
    expect(service.calls.map((call) => call.method)).toEqual([
      'authorize',
      'getSession',
      'getCaseStatus',
      'getSubmission',
    ]);
    expect(loaded.ok && loaded.value.submission?.verificationCaseId).toBe('V-1');
    expect(loaded.ok && loaded.value.session.email).toBe('ann@acme.example');
  });

  it('asks for the session, the status and the submission at once, once authorized', async () => {
    let answerSession: () => void = () => undefined;
    const service = new FakeBusinessCheckService();
    const session = new FakeBusinessCheckService();
    service.on('getSession', () => new Promise((resolve) => (answerSession = () => resolve(session.getSession()))));
    const loading = new BusinessCaseLoadUseCase(service).execute(42, 'code-1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The session has not answered yet, and the other two reads are already out.
    expect(service.calls.map((call) => call.method)).toEqual([
      'authorize',
      'getSession',
      'getCaseStatus',
      'getSubmission',
    ]);
    answerSession();
    expect((await loading).ok).toBe(true);
  });

  it('reads a case without a submission as null, not as a failure', async () => {
    const service = new FakeBusinessCheckService();
    const loaded = await new BusinessCaseLoadUseCase(service).execute(42, null);
    expect(loaded.ok && loaded.value.submission).toBeNull();
  });

  it('stops at a refused authorization', async () => {
    const service = new FakeBusinessCheckService().on('authorize', () => glsFailure(403, 'gls/forbidden'));
    const loaded = await new BusinessCaseLoadUseCase(service).execute(42, 'bad');
    expect(loaded).toEqual(glsFailure(403, 'gls/forbidden'));
    expect(service.calls.map((call) => call.method)).toEqual(['authorize']);
  });

  it('fails when either the status or the submission fails', async () => {
    const status = new FakeBusinessCheckService().on('getCaseStatus', () => networkFailure());
    expect((await new BusinessCaseLoadUseCase(status).progress(42)).ok).toBe(false);
    const submission = new FakeBusinessCheckService().on('getSubmission', () => glsFailure(440, 'gls/session-expired'));
    expect(await new BusinessCaseLoadUseCase(submission).progress(42)).toEqual(glsFailure(440, 'gls/session-expired'));
  });
});
