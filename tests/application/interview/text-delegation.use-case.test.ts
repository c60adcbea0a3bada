import { networkFailure, snapshotOf } from '../fakes/fake-interview-service';
import { HANDOFF_CODES_FLAG } from '../../../src/domain/session/handoff';
import { DELEGATION_TEXTS_KEY } from '../../../src/application/use-cases/text-delegation.use-case';
import { interviewHarness } from './harness';

describe('TextDelegationUseCase', () => {
  it('refuses without sending when there is no session or the number is bad', async () => {
    const h = interviewHarness();
    expect(h.textDelegation.start('document.id', '+12025550123')).toEqual({ send: false, outcome: 'noSession' });
    await h.loaded();
    expect(h.textDelegation.start('document.id', '12')).toEqual({ send: false, outcome: 'badNumber' });
    expect(h.service.callsTo('sendText')).toEqual([]);
  });

  it("sends spec 000 §2's interview link with POST /notifications alone, and counts the text", async () => {
    const h = interviewHarness();
    await h.loaded();
    const start = h.textDelegation.start('document.id', '+12025550123');
    expect(start.send).toBe(true);
    expect(start.send && (await start.sending)).toBe('success');
    expect(h.service.callsTo('sendText')).toEqual([
      [
        {
          recipient: '+12025550123',
          authToken: 'c-1',
          continueUrl: 'https://attest.example/overview?q=document.id#/interview/R1',
        },
      ],
    ]);
    expect(h.service.callsTo('createHandoff')).toEqual([]);
    expect(h.interview.delegationsSent('document.id')).toBe(1);
  });

  it('texts the same link, minting no code, where the service offers hand-off codes', async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({ featureFlags: { [HANDOFF_CODES_FLAG]: true } });
    await h.loaded();
    const start = h.textDelegation.start('document.id', '+12025550123');
    expect(start.send && (await start.sending)).toBe('success');
    const [[sent]] = h.service.callsTo('sendText') as [[{ continueUrl: string }]];
    expect(sent.continueUrl).toBe('https://attest.example/overview?q=document.id#/interview/R1');
    expect(h.service.callsTo('createHandoff')).toEqual([]);
  });

  it('removes a leading /v/ from the current path of the link', async () => {
    const h = interviewHarness({ pathname: '/v/question/document-id' });
    await h.loaded();
    const start = h.textDelegation.start('document.id', '+12025550123');
    expect(start.send && (await start.sending)).toBe('success');
    const [[sent]] = h.service.callsTo('sendText') as [[{ continueUrl: string }]];
    expect(sent.continueUrl).toBe('https://attest.example/question/document-id?q=document.id#/interview/R1');
  });

  it('does not count a text that could not be sent, and stops at the limit', async () => {
    const h = interviewHarness();
    await h.loaded();
    h.service.on('sendText', async () => networkFailure());
    const failed = h.textDelegation.start('document.id', '+12025550123');
    expect(failed.send && (await failed.sending)).toBe('failure');
    expect(h.interview.delegationsSent('document.id')).toBe(0);
    h.interview.countDelegation('document.id');
    h.interview.countDelegation('document.id');
    expect(h.textDelegation.start('document.id', '+12025550123')).toEqual({ send: false, outcome: 'limitReached' });
  });

  it('keeps the count of texts sent, and nothing else, for a reload of the same request', async () => {
    const before = interviewHarness();
    await before.loaded();
    for (let i = 0; i < 2; i += 1) {
      const start = before.textDelegation.start('document.id', '+12025550123');
      expect(start.send && (await start.sending)).toBe('success');
    }
    const kept = before.store.read(DELEGATION_TEXTS_KEY);
    expect(kept).toEqual({ rprId: 'R1', sent: { 'document.id': 2 } });

    const after = interviewHarness();
    after.store.write(DELEGATION_TEXTS_KEY, kept);
    await after.loaded();
    after.textDelegation.restore('document.id');
    expect(after.interview.delegationsSent('document.id')).toBe(2);
    expect(after.textDelegation.start('document.id', '+12025550123')).toEqual({ send: false, outcome: 'limitReached' });
  });

  it("ignores another request's counts and counts that are not whole numbers", async () => {
    const h = interviewHarness();
    await h.loaded();
    h.store.write(DELEGATION_TEXTS_KEY, { rprId: 'R9', sent: { 'document.id': 2 } });
    h.textDelegation.restore('document.id');
    expect(h.interview.delegationsSent('document.id')).toBe(0);
    h.store.write(DELEGATION_TEXTS_KEY, { rprId: 'R1', sent: { 'document.id': '2', other: 1.5 } });
    h.textDelegation.restore('document.id');
    h.textDelegation.restore('other');
    expect(h.interview.delegationsSent('document.id')).toBe(0);
    expect(h.interview.delegationsSent('other')).toBe(0);
  });
});
