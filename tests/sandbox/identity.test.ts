import { IDENTITY_SIGN_IN_PATH } from '../../sandbox/routes/identity-routes';
import { GLS, testSandbox } from './sandbox-client';

const ORIGIN = 'http://attest.test';

describe("the sandbox's identity stand-in (the sign-in button's target)", () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  async function businessCase(scenario = 'business-home-services') {
    const link = await sandbox.scenario(scenario);
    const caseId = Number(link.pathname.split('/').pop());
    return { caseId, landing: `${ORIGIN}/v2/google-login/${caseId}` };
  }
  const signInUrl = (back: string) => `${IDENTITY_SIGN_IN_PATH}?continue=${encodeURIComponent(back)}`;
  const get = (url: string) => sandbox.call({ method: 'GET', url, headers: { host: 'attest.test' } });
  const post = (url: string) => sandbox.call({ method: 'POST', url, headers: { host: 'attest.test' } });

  it('is where the served configuration sends the sign-in button, as an absolute address', async () => {
    const config = (await get('/config.json')).json<{ signInUrl: string }>();
    expect(config.signInUrl).toBe(`${ORIGIN}${IDENTITY_SIGN_IN_PATH}`);
  });

  it("shows a plain page offering to continue as the case's primary owner, under the sandbox's policy", async () => {
    const { landing } = await businessCase();
    const page = await get(signInUrl(landing));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<button type="submit">Continue as owner@acme.example</button>');
    expect(page.body).toContain(`action="${IDENTITY_SIGN_IN_PATH}?continue=${encodeURIComponent(landing)}"`);
    expect(page.body).not.toMatch(/<script|style=/i);
  });

  it('signs the owner in for that case and sends the browser back to the landing page (303)', async () => {
    const { caseId, landing } = await businessCase();
    const answer = await post(signInUrl(landing));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(landing);
    const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^gls_session=session-/);

    // The landing page's check: authorizations without auth_code succeeds with the cookie...
    const resumed = await sandbox.call({
      method: 'POST',
      url: `${GLS}/v1/case/${caseId}/authorizations`,
      headers: { cookie },
      payload: {},
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ case_id: caseId });
    // ...and fails without it.
    const signedOut = await sandbox.call({
      method: 'POST',
      url: `${GLS}/v1/case/${caseId}/authorizations`,
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it.each([
    ['no return address', IDENTITY_SIGN_IN_PATH],
    ['another origin', signInUrl('https://evil.example/v2/google-login/1001')],
    ['a scheme-relative address', signInUrl('//evil.example/v2/google-login/1001')],
    ['a page that is not a landing page', signInUrl(`${ORIGIN}/overview`)],
    ['an unknown case', signInUrl(`${ORIGIN}/v2/google-login/99999`)],
  ])('refuses %s with 400 and signs nobody in', async (_case, url) => {
    for (const answer of [await get(url), await post(url)]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ error: string }>().error).toMatch(/^continue must be the landing page/);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });
});
