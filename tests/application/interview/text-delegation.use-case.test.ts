import { failure, networkFailure, snapshotOf } from '../fakes/fake-interview-service';
import { HANDOFF_CODES_FLAG } from '../../../src/domain/session/handoff';
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
    expect(h.delegationStore.sent('document.id')).toBe(1);
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
    expect(h.delegationStore.sent('document.id')).toBe(0);
    h.delegationStore.count('document.id');
    h.delegationStore.count('document.id');
    expect(h.textDelegation.start('document.id', '+12025550123')).toEqual({ send: false, outcome: 'limitReached' });
  });

  it('refuses a third text after a reload once the service counted two (delegationsRequested)', async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({ delegationsRequested: { 'document.id': { requests: 2 } } });
    await h.loaded();
    expect(h.delegationStore.sent('document.id')).toBe(2);
    expect(h.textDelegation.start('document.id', '+12025550123')).toEqual({ send: false, outcome: 'limitReached' });
    expect(h.delegationStore.sent('core.ssn')).toBe(0);
  });

  it("counts on from the service's count, and keeps its own while the service's lags behind", async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({ delegationsRequested: { 'document.id': { requests: 1 } } });
    await h.loaded();
    const start = h.textDelegation.start('document.id', '+12025550123');
    expect(start.send && (await start.sending)).toBe('success');
    expect(h.delegationStore.sent('document.id')).toBe(2);
    // A reload read before the service counted the text: the page's count stands.
    await h.loader.reload();
    expect(h.delegationStore.sent('document.id')).toBe(2);
    expect(h.textDelegation.start('document.id', '+12025550123')).toEqual({ send: false, outcome: 'limitReached' });
  });

  it("keeps the page's own count, and nothing in browser storage, when the service returns none", async () => {
    const h = interviewHarness();
    await h.loaded();
    for (let i = 0; i < 2; i += 1) {
      const start = h.textDelegation.start('document.id', '+12025550123');
      expect(start.send && (await start.sending)).toBe('success');
    }
    await h.loader.reload();
    expect(h.delegationStore.sent('document.id')).toBe(2);
    expect(h.textDelegation.start('document.id', '+12025550123')).toEqual({ send: false, outcome: 'limitReached' });
    expect([...h.store.entries.keys()].filter((key) => /delegation|text/i.test(key))).toEqual([]);
  });

  it('says the limit was reached when the service refuses a text for its own limit (429)', async () => {
    const h = interviewHarness();
    await h.loaded();
    h.service.on('sendText', async () => failure(429, 'unexpected'));
    const refused = h.textDelegation.start('document.id', '+12025550123');
    expect(refused.send && (await refused.sending)).toBe('limitReached');
    h.service.on('sendText', async () => failure(500, 'unexpected'));
    const failed = h.textDelegation.start('document.id', '+12025550123');
    expect(failed.send && (await failed.sending)).toBe('failure');
    expect(h.delegationStore.sent('document.id')).toBe(0);
  });
});
