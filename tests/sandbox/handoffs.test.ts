import { HANDOFF_CODES_FLAG } from '../../src/domain/session/handoff';
import { INTERVIEW, testSandbox } from './sandbox-client';

/** POST /notifications as the app sends it: spec 000 §2's interview link, the canary as authToken. */
const textBody = (canary: string, rprId: string) => ({
  notificationMethod: 'sms',
  continueUrl: `http://attest.test/question/core-ssn?q=core.ssn#/interview/${rprId}`,
  enableReturn: false,
  recipient: '+15555550123',
  authToken: canary,
});

/** Hand-off codes and the recorded texts (contracts/README.md 'Hand-off codes', README 'Texts'). */
describe('the sandbox hand-off codes', () => {
  it('mints a code for the session that a phone redeems once for that session', async () => {
    const { call, applicant, clock } = testSandbox();
    const { rprId, canary, api } = await applicant();
    const minted = await api('POST', '/handoffs', { attrType: 'core.ssn' });
    expect(minted.statusCode).toBe(201);
    const { code, expiresAt } = minted.json<{ code: string; expiresAt: string }>();
    expect(Date.parse(expiresAt)).toBe(clock.now + 15 * 60 * 1000);

    const redeem = () => call({ method: 'POST', url: `${INTERVIEW}/handoffs/${code}/session` });
    const first = await redeem();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rprId, canary, attrType: 'core.ssn' });
    const again = await redeem();
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ reason: 'TokenRedeemed' });
  });

  it('refuses an unknown code with 404 and an expired one with 410 TokenExpired', async () => {
    const { call, applicant, clock } = testSandbox();
    const { api } = await applicant();
    const { code } = (await api('POST', '/handoffs', { attrType: 'core.ssn' })).json<{ code: string }>();
    expect((await call({ method: 'POST', url: `${INTERVIEW}/handoffs/nope/session` })).statusCode).toBe(404);
    clock.now += 15 * 60 * 1000;
    const expired = await call({ method: 'POST', url: `${INTERVIEW}/handoffs/${code}/session` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ reason: 'TokenExpired' });
  });

  it('tells the session that minted a code whether a phone has used it, and nobody else', async () => {
    const { call, applicant, clock } = testSandbox();
    const { api } = await applicant();
    const { code, expiresAt } = (await api('POST', '/handoffs', { attrType: 'core.selfie' })).json<{
      code: string;
      expiresAt: string;
    }>();
    const status = () => api('GET', `/handoffs/${code}`);
    const before = await status();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ used: false, expiresAt });

    expect((await call({ method: 'POST', url: `${INTERVIEW}/handoffs/${code}/session` })).statusCode).toBe(200);
    expect((await status()).json()).toEqual({ used: true, expiresAt });
    // Still used after it would have expired: the desktop is told what happened to it.
    clock.now += 15 * 60 * 1000;
    expect((await status()).json()).toEqual({ used: true, expiresAt });

    const other = await applicant();
    expect((await other.api('GET', `/handoffs/${code}`)).statusCode).toBe(404);
    expect((await api('GET', '/handoffs/nope')).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `${INTERVIEW}/handoffs/${code}` })).statusCode).toBe(401);
  });

  it('mints only for a signed-in session and a named attribute', async () => {
    const { call, applicant } = testSandbox();
    const { api } = await applicant();
    const anonymous = await call({ method: 'POST', url: `${INTERVIEW}/handoffs`, payload: { attrType: 'core.ssn' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await api('POST', '/handoffs', { attrType: '' })).statusCode).toBe(400);
  });

  it('mints a hand-off link for testers, fresh or already expired', async () => {
    const { call, applicant } = testSandbox();
    const { rprId } = await applicant();
    const mint = (payload: object) =>
      call({ method: 'POST', url: '/__sandbox/handoffs', headers: { host: 'attest.test' }, payload });
    const fresh = (await mint({ rprId, attrType: 'core.ssn' })).json<{ code: string; link: string }>();
    expect(fresh.link).toBe(`http://attest.test/?q=core.ssn&handoff=${fresh.code}#/interview/${rprId}`);
    const old = (await mint({ rprId, attrType: 'core.ssn', expired: true })).json<{ code: string }>();
    const redeemed = await call({ method: 'POST', url: `${INTERVIEW}/handoffs/${old.code}/session` });
    expect(redeemed.statusCode).toBe(410);
    expect((await mint({ rprId: 'unknown', attrType: 'core.ssn' })).statusCode).toBe(400);
  });

  it('lists the texts it would have sent, each link with a code of its own that the phone redeems, and forgets them on reset', async () => {
    const { call, applicant, clock, state } = testSandbox();
    const { rprId, canary, api } = await applicant();
    const sent = await api('POST', '/notifications', textBody(canary, rprId));
    expect(sent.statusCode).toBe(204);
    const texts = (await call({ method: 'GET', url: '/__sandbox/texts' })).json<{ link: string }[]>();
    expect(texts).toEqual([
      { recipient: '+15555550123', link: expect.any(String), sentAt: new Date(clock.now).toISOString() },
    ]);
    const link = new URL(texts[0]!.link);
    const code = link.searchParams.get('handoff')!;
    expect(link.toString()).toBe(`http://attest.test/question/core-ssn?q=core.ssn&handoff=${code}#/interview/${rprId}`);
    const redeemed = await call({ method: 'POST', url: `${INTERVIEW}/handoffs/${code}/session` });
    expect(redeemed.json()).toEqual({ rprId, canary, attrType: 'core.ssn' });
    state.reset();
    expect((await call({ method: 'GET', url: '/__sandbox/texts' })).json()).toEqual([]);
  });

  describe("a request whose service has spec 000 §7's calls alone (handoffCodes false)", () => {
    it('says so in its interview, the others offer hand-off codes in their featureFlags', async () => {
      const { applicant } = testSandbox();
      const withCodes = await applicant('applicant-selfie');
      const load = await withCodes.api('GET', `/requests/${withCodes.rprId}/interview`);
      expect(load.json<{ featureFlags: object }>().featureFlags).toEqual({ [HANDOFF_CODES_FLAG]: true });
      const textOnly = await applicant('applicant-selfie-text-only');
      const plain = await textOnly.api('GET', `/requests/${textOnly.rprId}/interview`);
      expect(plain.json<{ featureFlags: object }>().featureFlags).toEqual({});
    });

    it('answers 404 to every hand-off call, as a service without them would, and mints none for testers', async () => {
      const { call, applicant } = testSandbox();
      const { rprId, api } = await applicant('applicant-selfie-text-only');
      expect((await api('POST', '/handoffs', { attrType: 'identity_assurance.selfie' })).statusCode).toBe(404);
      expect((await api('GET', '/handoffs/any')).statusCode).toBe(404);
      const forTesters = await call({
        method: 'POST',
        url: '/__sandbox/handoffs',
        payload: { rprId, attrType: 'identity_assurance.selfie' },
      });
      expect(forTesters.statusCode).toBe(409);
    });

    it("texts the link with the session as spec 000 §2's start-up reads it", async () => {
      const { call, applicant } = testSandbox();
      const { rprId, canary, api } = await applicant('applicant-selfie-text-only');
      expect((await api('POST', '/notifications', textBody(canary, rprId))).statusCode).toBe(204);
      const [text] = (await call({ method: 'GET', url: '/__sandbox/texts' })).json<{ link: string }[]>();
      expect(text!.link).toBe(
        `http://attest.test/question/core-ssn?q=core.ssn&rprId=${rprId}&canary=${canary}#/interview/${rprId}`,
      );
    });
  });
});
