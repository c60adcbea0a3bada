import { testSandbox } from './sandbox-client';

const TOKEN = '/__sandbox/liveness/session-token';
const VERIFY = '/__sandbox/liveness/verify';
const JPEG = '/9j/4AAQSkZJRgABAQ';

describe('the sandbox liveness service', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  async function session(scenario: string) {
    const { canary } = await sandbox.applicant(scenario);
    const headers = { 'x-csrf-token': canary };
    return {
      token: () => sandbox.call({ method: 'GET', url: TOKEN, headers }),
      verify: (body: unknown = { facescan: null, selfie_image: JPEG }) =>
        sandbox.call({ method: 'POST', url: VERIFY, headers, payload: body as object }),
    };
  }

  it('names its addresses in the runtime configuration', async () => {
    const config = (await sandbox.call({ method: 'GET', url: '/config.json' })).json<Record<string, unknown>>();
    expect(config).toMatchObject({ livenessSessionTokenUrl: TOKEN, livenessVerifyUrl: VERIFY });
  });

  it('refuses a call without a known session', async () => {
    expect((await sandbox.call({ method: 'GET', url: TOKEN })).statusCode).toBe(401);
    const other = await sandbox.call({ method: 'POST', url: VERIFY, headers: { 'x-csrf-token': 'nope' } });
    expect(other.statusCode).toBe(401);
  });

  it('passes a video selfie: a token with 5 tries, then PASSED with a face map', async () => {
    const s = await session('applicant-video-selfie');
    const token = await s.token();
    expect(token.statusCode).toBe(200);
    expect(token.json()).toEqual({ sessionToken: expect.stringMatching(/^sandbox-liveness-/), triesRemaining: 5 });
    const verdict = await s.verify();
    expect(verdict.json()).toEqual({ livenessStatus: 'PASSED', facemap: expect.any(String) });
  });

  it('refuses a selfie that is not a base64 JPEG', async () => {
    const s = await session('applicant-video-selfie');
    expect((await s.verify({ facescan: null, selfie_image: 'iVBORw0' })).statusCode).toBe(400);
    expect((await s.verify({})).statusCode).toBe(400);
  });

  it('retry: 3 of 5 tries left, rejects twice then passes, and a reload keeps the count', async () => {
    const s = await session('applicant-video-selfie-retry');
    expect((await s.token()).json()).toMatchObject({ triesRemaining: 3 });
    expect((await s.verify()).json()).toEqual({ livenessStatus: 'UNDETERMINED', facemap: null });
    expect((await s.token()).json()).toMatchObject({ triesRemaining: 2 });
    expect((await s.verify()).json()).toEqual({ livenessStatus: 'UNDETERMINED', facemap: null });
    expect((await s.verify()).json()).toMatchObject({ livenessStatus: 'PASSED' });
    // All 5 tries are used now: the request is locked out.
    expect((await s.token()).statusCode).toBe(423);
  });

  it('locked: refuses the session with 423 Locked', async () => {
    const s = await session('applicant-video-selfie-locked');
    const token = await s.token();
    expect(token.statusCode).toBe(423);
    expect(token.json()).toEqual({ message: expect.any(String) });
    expect((await s.verify()).statusCode).toBe(423);
  });
});
