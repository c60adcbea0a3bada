import { BUSINESS_SESSION_MS } from '../../sandbox/model/sandbox-state';
import { GLS, testSandbox } from './sandbox-client';
import { MAIN_ST_PAYLOAD } from '../support/business-address';

const ADDRESS = MAIN_ST_PAYLOAD;

describe('a business owner in the sandbox', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  const signIn = (scenario?: string) => sandbox.owner(scenario);

  it('signs in with the link code, sets the session cookie and answers the case', async () => {
    const { authorized, cookie, gls, caseId } = await signIn();
    expect(authorized.statusCode).toBe(200);
    expect(cookie).toMatch(/^gls_session=.+/);
    expect(authorized.json()).toMatchObject({ service_type: 'home_services', case_id: caseId, business_address: null });
    const session = (await gls('GET', '/v1/session')).json();
    expect(session).toMatchObject({ email: 'owner@acme.example', case_id: caseId });
    expect(session.interview_uri).toMatch(/^http:\/\/attest\.test\/\?rprId=/);
  });

  it('refuses a wrong code with 401 and an unknown case with 404', async () => {
    const { caseId } = await signIn();
    const wrong = await sandbox.call({
      method: 'POST',
      url: `${GLS}/v1/case/${caseId}/authorizations`,
      payload: { auth_code: 'x' },
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await sandbox.call({ method: 'POST', url: `${GLS}/v1/case/99999/authorizations`, payload: {} });
    expect(unknown.statusCode).toBe(404);
    const spelledOtherwise = `0x${caseId.toString(16)}`;
    const hex = await sandbox.call({
      method: 'POST',
      url: `${GLS}/v1/case/${spelledOtherwise}/authorizations`,
      payload: {},
    });
    expect(hex.statusCode).toBe(404);
  });

  it('answers no submission (404) until the owner saves one, then the saved roster and address', async () => {
    const { gls, caseId } = await signIn();
    expect((await gls('GET', `/v2/case/${caseId}/submission`)).statusCode).toBe(404);
    const saved = await gls('POST', `/v2/case/${caseId}/submission`, {
      verification_case_id: null,
      business_address: ADDRESS,
      business_owners: ['owner@acme.example', 'partner@acme.example'],
      field_workers: ['tech@acme.example'],
      insurance_coi: [],
    });
    expect(saved.statusCode).toBe(204);
    const submission = (await gls('GET', `/v2/case/${caseId}/submission`)).json();
    expect(submission.business_owners.map((e: { email: string }) => e.email)).toEqual([
      'owner@acme.example',
      'partner@acme.example',
    ]);
    expect(submission.business_address).toEqual(ADDRESS);
    expect((await gls('GET', `/v2/case/${caseId}/status`)).json()).toEqual({
      case_status: 'CASE_STATUS_UNSPECIFIED',
      submission_status: 'SUBMITTED',
    });
  });

  it("opens the owner's own check from the session, and marks the owner submitted once it is sent", async () => {
    const { gls, caseId } = await signIn();
    const own = new URL((await gls('GET', '/v1/session')).json().interview_uri);
    const request = sandbox.state.requests.get(own.searchParams.get('rprId')!)!;
    expect(request).toMatchObject({ canary: own.searchParams.get('canary'), email: 'owner@acme.example' });
    await gls('POST', `/v1/case/${caseId}/submission/field_workers/tech%40acme.example`);
    const statusOf = async () =>
      (await gls('GET', `/v2/case/${caseId}/submission`)).json<{
        business_owners: { rpr_submission_status: string }[];
      }>().business_owners[0]!.rpr_submission_status;
    expect(await statusOf()).toBe('pending');
    request.status = 'in_process';
    expect(await statusOf()).toBe('submitted');
  });

  it('moves a case on as its people submit and the checks end (sandbox control)', async () => {
    const { gls, caseId } = await signIn();
    await gls('POST', `/v1/case/${caseId}/submission/field_workers/tech%40acme.example`);
    const control = (payload: object) => sandbox.call({ method: 'POST', url: `/__sandbox/cases/${caseId}`, payload });
    expect((await control({ submitted: ['tech@acme.example'] })).statusCode).toBe(204);
    const workers = (await gls('GET', `/v2/case/${caseId}/submission`)).json().field_workers;
    expect(workers).toEqual([{ email: 'tech@acme.example', rpr_submission_status: 'submitted' }]);
    expect((await control({ caseStatus: 'CASE_STATUS_PASSED' })).statusCode).toBe(204);
    expect((await gls('GET', `/v2/case/${caseId}/status`)).json().case_status).toBe('CASE_STATUS_PASSED');
    expect((await control({ submitted: ['nobody@acme.example'] })).json()).toEqual({
      error: 'Not on the roster: nobody@acme.example',
    });
    expect((await control({ caseStatus: 'DONE' })).statusCode).toBe(400);
    expect((await control({ sessionsExpired: 'yes' })).statusCode).toBe(400);
    // The owner's session ends on the service's side: 440 on the case and the session, and a
    // sign-in without the auth code no longer resumes it.
    expect((await gls('GET', `/v2/case/${caseId}/status`)).statusCode).toBe(200);
    expect((await control({ sessionsExpired: true })).statusCode).toBe(204);
    expect((await gls('GET', `/v2/case/${caseId}/status`)).statusCode).toBe(440);
    expect((await gls('GET', '/v1/session')).statusCode).toBe(440);
    expect((await gls('POST', `/v1/case/${caseId}/authorizations`, {})).statusCode).toBe(401);
    expect((await sandbox.call({ method: 'POST', url: '/__sandbox/cases/5', payload: {} })).statusCode).toBe(404);
  });

  it('refuses the address 0 Nowhere Road with invalid_business_address and keeps nothing of it', async () => {
    const { gls, caseId } = await signIn();
    const refused = await gls('POST', `/v2/case/${caseId}/submission`, {
      business_address: { ...ADDRESS, address_lines: ['0 Nowhere Road'] },
      business_owners: ['owner@acme.example'],
      field_workers: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ reason: 'invalid_business_address' });
    expect((await gls('GET', `/v2/case/${caseId}/submission`)).statusCode).toBe(404);
  });

  it('adds and removes people, refusing duplicates and the primary owner', async () => {
    const { gls, caseId } = await signIn();
    const people = (list: string, email: string) =>
      `/v1/case/${caseId}/submission/${list}/${encodeURIComponent(email)}`;
    expect((await gls('POST', people('field_workers', 'new.worker@acme.example'))).statusCode).toBe(204);
    const duplicate = await gls('POST', people('business_owners', 'NEW.worker@acme.example'));
    expect(duplicate.json()).toEqual({ error: 'This e-mail address is already used' });
    expect((await gls('POST', people('field_workers', 'not-an-email'))).statusCode).toBe(400);
    expect((await gls('DELETE', people('business_owners', 'owner@acme.example'))).json()).toEqual({
      error: "You can't delete primary business owner",
    });
    expect((await gls('DELETE', people('field_workers', 'new.worker@acme.example'))).statusCode).toBe(204);
    expect((await gls('DELETE', people('field_workers', 'new.worker@acme.example'))).statusCode).toBe(404);
    expect((await gls('POST', people('somebody_else', 'a@acme.example'))).statusCode).toBe(404);
  });

  it('adds owners only to a home-services case', async () => {
    const { gls, caseId } = await signIn('business-professional-services');
    const added = await gls('POST', `/v1/case/${caseId}/submission/business_owners/partner%40acme.example`);
    expect(added.statusCode).toBe(400);
  });

  it('sends links with 200 when all go out and 400 naming the ones that bounce', async () => {
    const { gls, caseId } = await signIn();
    const send = (emails: string[]) =>
      gls('POST', `/v1/case/${caseId}/submission/field_workers/notifications`, { emails });
    const sent = await send(['helper@acme.example']);
    expect([sent.statusCode, sent.json()]).toEqual([200, { failed_emails: [] }]);
    const bounced = await send(['helper@acme.example', 'gone@bounce.example']);
    expect([bounced.statusCode, bounced.json()]).toEqual([400, { failed_emails: ['gone@bounce.example'] }]);
    expect((await send([])).statusCode).toBe(400);
  });

  it("answers 401 without a session, 403 for another case's and 440 once the session has expired", async () => {
    const first = await signIn();
    const second = await signIn();
    expect((await sandbox.call({ method: 'GET', url: `${GLS}/v2/case/${first.caseId}/status` })).statusCode).toBe(401);
    expect((await second.gls('GET', `/v2/case/${first.caseId}/status`)).statusCode).toBe(403);
    sandbox.clock.now += BUSINESS_SESSION_MS;
    expect((await first.gls('GET', `/v2/case/${first.caseId}/status`)).statusCode).toBe(440);
    expect((await first.gls('GET', '/v1/session')).statusCode).toBe(440);
  });

  it('ends the session on DELETE /v1/session', async () => {
    const { gls } = await signIn();
    expect((await gls('DELETE', '/v1/session')).statusCode).toBe(204);
    expect((await gls('GET', '/v1/session')).statusCode).toBe(401);
  });
});
