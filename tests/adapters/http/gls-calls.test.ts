import { HttpBusinessCheckService } from '../../../src/adapters/http/http-business-check-service';
import { ok } from '../../../src/domain/shared/result';
import { TestServer } from './gls-test-server';
import { MAIN_ST, MAIN_ST_PAYLOAD } from '../../support/business-address';
import { GLS_CASE_ANSWER } from '../../support/gls-answers';

/** An authorization answer with every field spec 000 §7 names; `extra` replaces some. */
const caseAnswer = (extra: Record<string, unknown> = {}) => ({
  ...GLS_CASE_ANSWER,
  required_check: {
    needs_business_entity_check: false,
    needs_field_worker_criminal_check: true,
    needs_business_owner_check: false,
  },
  business_address: null,
  check_result: null,
  ...extra,
});

const CHECK_RESULT = {
  status: 'COMPLETED',
  check_completed_at: '2026-11-20T10:00:00Z',
  business_entity_submitted_at: null,
  business_entity_check_completed_at: null,
  finally_adjudicated_at: 1794312000,
  field_worker_count: 2,
  owner_count: 1,
  required_checks_count: 3,
  submitted_checks_count: 2,
  completed_checks_count: 1,
};

/** What the business-check adapter sends and how it reads answers, over real HTTP on 127.0.0.1. */
describe('HttpBusinessCheckService calls', () => {
  let server: TestServer;
  let service: HttpBusinessCheckService;

  beforeEach(async () => {
    server = await TestServer.start();
    service = new HttpBusinessCheckService({ baseUrl: `${server.url}/api/gls`, timeoutMs: 2000 });
  });

  afterEach(() => server.stop());

  const only = () => {
    expect(server.seen).toHaveLength(1);
    return server.seen[0]!;
  };

  it('asks for fresh JSON answers on every call (Cache-Control: no-cache)', async () => {
    server.answerWith({ status: 200, body: { case_status: 'PASSED', submission_status: 'SUBMITTED' } });

    await service.getCaseStatus(41);

    expect(only().headers).toEqual(
      expect.objectContaining({ 'cache-control': 'no-cache', accept: 'application/json' }),
    );
  });

  it('sends the auth code as JSON under the base URL', async () => {
    server.answerWith({ status: 200, body: caseAnswer() });

    await service.authorize(41, 'auth-41');

    const request = only();
    expect([request.method, request.url]).toEqual(['POST', '/api/gls/v1/case/41/authorizations']);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({ auth_code: 'auth-41' });
  });

  it('leaves the auth code out when there is none', async () => {
    server.answerWith({ status: 200, body: caseAnswer({ service_type: 'professional_services' }) });

    const answer = await service.authorize(41, null);

    expect(JSON.parse(only().body)).toEqual({});
    expect(answer.ok && answer.value.serviceType).toBe('professionalServices');
  });

  it('reads a case whose address and check result are null (none yet)', async () => {
    server.answerWith({ status: 200, body: caseAnswer() });

    expect(await service.authorize(41, 'auth-41')).toEqual(
      ok({
        serviceType: 'homeServices',
        caseId: 41,
        name: 'Ann Owner',
        businessName: 'Acme',
        serviceCategories: ['plumbing'],
        requiredChecks: { businessEntity: false, fieldWorkerCriminal: true, businessOwner: false },
        businessAddress: null,
        checkResult: null,
      }),
    );
  });

  it('fails a case answer missing a field as malformed, naming it, instead of a default', async () => {
    const { required_check: _dropped, ...withoutChecks } = caseAnswer();
    server.answerWith({ status: 200, body: withoutChecks });

    expect(await service.authorize(41, 'auth-41')).toEqual({
      ok: false,
      error: {
        kind: 'malformed',
        reason: 'unexpected',
        message: 'POST /v1/case/41/authorizations: required_check is missing',
      },
    });
  });

  it('reads a case id given as digits and the check result timestamps', async () => {
    server.answerWith({
      status: 200,
      body: caseAnswer({ case_id: '41', check_result: CHECK_RESULT }),
    });

    const answer = await service.authorize(41, 'auth-41');

    expect(answer.ok && answer.value.caseId).toBe(41);
    expect(answer.ok && answer.value.requiredChecks).toEqual({
      businessEntity: false,
      fieldWorkerCriminal: true,
      businessOwner: false,
    });
    expect(answer.ok && answer.value.checkResult).toEqual(
      expect.objectContaining({
        status: 'COMPLETED',
        checkCompletedAt: '2026-11-20T10:00:00Z',
        finallyAdjudicatedAt: '1794312000',
        businessEntitySubmittedAt: null,
        ownerCount: 1,
      }),
    );
  });

  it('reads a session without an interview URI as null', async () => {
    server.answerWith({ status: 200, body: { email: 'owner@acme.example', case_id: 41, interview_uri: null } });

    expect(await service.getSession()).toEqual(ok({ email: 'owner@acme.example', caseId: 41, interviewUri: null }));
    expect([only().method, only().url]).toEqual(['GET', '/api/gls/v1/session']);
  });

  it('ends the session with DELETE and reads an empty answer as done', async () => {
    server.answerWith({ status: 200 });

    expect(await service.endSession()).toEqual(ok(undefined));
    expect([only().method, only().url]).toEqual(['DELETE', '/api/gls/v1/session']);
  });

  it('reads the case status with the domain names, and an empty submission status as null', async () => {
    server.answerWith({ status: 200, body: { case_status: 'CASE_STATUS_WITHDRAWN', submission_status: '' } });

    expect(await service.getCaseStatus(41)).toEqual(ok({ caseStatus: 'dropoff', submissionStatus: null }));
    expect(only().url).toBe('/api/gls/v2/case/41/status');
  });

  it('saves the submission with the address in the service format and an empty insurance list', async () => {
    server.answerWith({ status: 204 });

    const saved = await service.saveSubmission(41, {
      verificationCaseId: '41',
      businessAddress: { street: ' 1 Main St ', city: 'Austin ', state: 'TX', postcode: '78701' },
      fieldWorkers: ['tech@acme.example'],
      businessOwners: ['owner@acme.example', 'partner@acme.example'],
    });

    expect(saved).toEqual(ok(undefined));
    const request = only();
    expect([request.method, request.url]).toEqual(['POST', '/api/gls/v2/case/41/submission']);
    expect(JSON.parse(request.body)).toEqual({
      verification_case_id: '41',
      business_address: MAIN_ST_PAYLOAD,
      field_workers: ['tech@acme.example'],
      business_owners: ['owner@acme.example', 'partner@acme.example'],
      insurance_coi: [],
    });
  });

  it.each([
    ['owners', 'POST', '/api/gls/v1/case/41/submission/business_owners/a%2Bb%40acme.example'],
    ['fieldWorkers', 'POST', '/api/gls/v1/case/41/submission/field_workers/a%2Bb%40acme.example'],
  ] as const)('adds to %s with the e-mail URL-encoded in the path', async (list, method, url) => {
    server.answerWith({ status: 204 });

    expect(await service.addPerson(41, list, 'a+b@acme.example')).toEqual(ok(undefined));
    expect([only().method, only().url]).toEqual([method, url]);
  });

  it('removes with DELETE and keeps a slash in an e-mail inside one path segment', async () => {
    server.answerWith({ status: 204 });

    await service.removePerson(41, 'fieldWorkers', 'odd/name@acme.example');

    expect([only().method, only().url]).toEqual([
      'DELETE',
      '/api/gls/v1/case/41/submission/field_workers/odd%2Fname%40acme.example',
    ]);
  });

  it('sends links with the e-mails as JSON and reads a full success', async () => {
    server.answerWith({ status: 200, body: { failed_emails: [] } });

    const sent = await service.sendLinks(41, 'owners', ['partner@acme.example']);

    expect(sent).toEqual(ok({ failedEmails: [], success: true }));
    const request = only();
    expect([request.method, request.url]).toEqual([
      'POST',
      '/api/gls/v1/case/41/submission/business_owners/notifications',
    ]);
    expect(JSON.parse(request.body)).toEqual({ emails: ['partner@acme.example'] });
  });

  it('reads a 400 naming some e-mails as a partial success', async () => {
    server.answerWith({ status: 400, body: { failed_emails: ['gone@bounce.example'] } });

    expect(await service.sendLinks(41, 'fieldWorkers', ['tech@acme.example', 'gone@bounce.example'])).toEqual(
      ok({ failedEmails: ['gone@bounce.example'], success: null }),
    );
  });

  it('reads a 400 naming every e-mail as a failure', async () => {
    server.answerWith({ status: 400, body: { failed_emails: ['GONE@bounce.example'] } });

    expect(await service.sendLinks(41, 'fieldWorkers', ['gone@bounce.example'])).toEqual(
      ok({ failedEmails: ['GONE@bounce.example'], success: false }),
    );
  });

  it('reads a 400 that names nobody as every e-mail failed, so nothing shows as sent', async () => {
    server.answerWith({ status: 400, body: { message: 'refused' } });

    expect(await service.sendLinks(41, 'owners', ['a@acme.example', 'b@acme.example'])).toEqual(
      ok({ failedEmails: ['a@acme.example', 'b@acme.example'], success: false }),
    );
  });

  it('fails a 200 without failed_emails as malformed rather than showing every link as sent', async () => {
    server.answerWith({ status: 200 });

    expect(await service.sendLinks(41, 'owners', ['a@acme.example'])).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'malformed', reason: 'unexpected' }),
    });
  });

  it('reads the submission with the primary owner first and the address in form fields', async () => {
    server.answerWith({
      status: 200,
      body: {
        verification_case_id: '41',
        primary_business_owner: 'owner@acme.example',
        business_owners: [
          { email: 'owner@acme.example', rpr_submission_status: 'submitted' },
          { email: 'partner@acme.example', rpr_submission_status: 'pending' },
        ],
        field_workers: [{ email: 'tech@acme.example', rpr_submission_status: 'SUBMITTED' }],
        business_address: {
          administrative_area: 'TX',
          postal_code: '78701',
          locality: 'Austin',
          address_lines: ['1 Main St'],
        },
      },
    });

    expect(await service.getSubmission(41)).toEqual(
      ok({
        verificationCaseId: '41',
        roster: {
          primaryOwner: { email: 'owner@acme.example', status: 'submitted' },
          owners: [{ email: 'partner@acme.example', status: 'pending' }],
          fieldWorkers: [{ email: 'tech@acme.example', status: 'submitted' }],
        },
        businessAddress: MAIN_ST,
      }),
    );
    expect(only().url).toBe('/api/gls/v2/case/41/submission');
  });

  it.each(['business_owners', 'field_workers'])(
    'fails a submission answer without %s as malformed, never as an empty roster that could be saved',
    async (list) => {
      const body: Record<string, unknown> = {
        verification_case_id: '41',
        primary_business_owner: 'owner@acme.example',
        business_owners: [{ email: 'owner@acme.example', rpr_submission_status: 'submitted' }],
        field_workers: [{ email: 'tech@acme.example', rpr_submission_status: 'pending' }],
        business_address: null,
      };
      delete body[list];
      server.answerWith({ status: 200, body });

      expect(await service.getSubmission(41)).toEqual({
        ok: false,
        error: {
          kind: 'malformed',
          reason: 'unexpected',
          message: `GET /v2/case/41/submission: submission.${list} is missing`,
        },
      });
    },
  );
});
