import { networkFailure } from '../fakes/fake-interview-service';
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
    expect(h.interview.delegationsSent('document.id')).toBe(1);
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
    expect(h.interview.delegationsSent('document.id')).toBe(0);
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
