import { failure, networkFailure, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

describe('TextDelegationUseCase', () => {
  it('refuses without sending when there is no session or the number is bad', async () => {
    const h = interviewHarness();
    expect(h.textDelegation.start('document.id', '+12025550123')).toEqual({ send: false, outcome: 'noSession' });
    await h.loaded();
    expect(h.textDelegation.start('document.id', '12')).toEqual({ send: false, outcome: 'badNumber' });
    expect(h.service.callsTo('sendText')).toEqual([]);
  });

  it('sends the interview link of the question and counts the text', async () => {
    const h = interviewHarness();
    await h.loaded();
    const start = h.textDelegation.start('document.id', '+12025550123');
    expect(start.send).toBe(true);
    expect(start.send && (await start.sending)).toBe('success');
    expect(h.service.callsTo('createHandoff')).toEqual([['document.id']]);
    const [[sent]] = h.service.callsTo('sendText') as [[{ continueUrl: string }]];
    expect(sent).toEqual({ recipient: '+12025550123', authToken: 'c-1', continueUrl: expect.any(String) });
    expect(sent.continueUrl).toMatch(/\?q=document\.id&handoff=code-\d+#\/interview\/R1$/);
    expect(h.delegationStore.sent('document.id')).toBe(1);
  });

  it('mints a code of its own for each text', async () => {
    const h = interviewHarness();
    await h.loaded();
    for (let i = 0; i < 2; i += 1) {
      const start = h.textDelegation.start('document.id', '+12025550123');
      expect(start.send && (await start.sending)).toBe('success');
    }
    const links = (h.service.callsTo('sendText') as [{ continueUrl: string }][]).map(([text]) => text.continueUrl);
    expect(new Set(links).size).toBe(2);
  });

  it('fails the text without sending it when no code can be minted', async () => {
    const h = interviewHarness();
    await h.loaded();
    h.service.on('createHandoff', async () => networkFailure());
    const start = h.textDelegation.start('document.id', '+12025550123');
    expect(start.send && (await start.sending)).toBe('failure');
    expect(h.service.callsTo('sendText')).toEqual([]);
    expect(h.delegationStore.sent('document.id')).toBe(0);
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
