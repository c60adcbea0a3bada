import { networkFailure } from '../fakes/fake-interview-service';
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
    expect(h.service.callsTo('sendText')).toEqual([
      [expect.objectContaining({ recipient: '+12025550123', authToken: 'c-1' })],
    ]);
    expect(h.interview.delegationsSent('document.id')).toBe(1);
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
});
