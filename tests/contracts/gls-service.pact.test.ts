import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { HttpBusinessCheckService } from '../../src/adapters/http/http-business-check-service';
import type { SubmissionToSave } from '../../src/application/ports/business-check-service.port';
import { ok } from '../../src/domain/shared/result';
import { pactOutput } from './pact-output';
import { MAIN_ST, MAIN_ST_PAYLOAD } from '../support/business-address';

const { boolean, eachLike, integer, like, regex } = MatchersV3;

/**
 * The consumer contract of attest-web with the business-check (GLS) service (contracts/README.md).
 * Every interaction drives the real adapter against the Pact mock server and asserts what the
 * adapter returns. Provider states and their params are the ones the README lists.
 */
const output = pactOutput('attest-web-gls-service.json');
const pact = new PactV4({ consumer: 'attest-web', provider: 'gls-service', dir: output.dir, logLevel: 'warn' });

const CASE = { scenario: 'business-home-services', caseId: 41, authCode: 'auth-41' };
const CASE_EXISTS = 'a business case exists';
const WITHOUT_SUBMISSION = 'a business case without a submission exists';
const EXPIRED = 'the business session has expired';

/** Every GLS call asks for JSON and a fresh answer (spec 000 §7). */
const GLS_HEADERS = { Accept: 'application/json', 'Cache-Control': 'no-cache' };
const JSON_HEADERS = { ...GLS_HEADERS, 'Content-Type': 'application/json' };

const serviceAt = (url: string) => new HttpBusinessCheckService({ baseUrl: url, timeoutMs: 5000 });

const ADDRESS_PAYLOAD = MAIN_ST_PAYLOAD;
const FORM_ADDRESS = MAIN_ST;

const SUBMISSION: SubmissionToSave = {
  verificationCaseId: '41',
  businessAddress: FORM_ADDRESS,
  fieldWorkers: ['tech@acme.example'],
  businessOwners: ['owner@acme.example'],
};

const SUBMISSION_STATUS = regex(/^(pending|submitted)$/, 'submitted');

/** Case 41 as the authorization answers it: every field spec 000 §7 names (the adapter refuses less). */
const CASE_41_ANSWER = {
  service_type: 'home_services',
  case_id: 41,
  name: like('Alex Owner'),
  business_name: like('Acme Home Services'),
  service_categories: eachLike('plumbing'),
  required_check: {
    needs_business_entity_check: boolean(true),
    needs_field_worker_criminal_check: boolean(true),
    needs_business_owner_check: boolean(true),
  },
  business_address: like(ADDRESS_PAYLOAD),
  check_result: {
    status: like('pending'),
    check_completed_at: null,
    business_entity_submitted_at: null,
    business_entity_check_completed_at: null,
    finally_adjudicated_at: null,
    field_worker_count: integer(2),
    owner_count: integer(2),
    required_checks_count: integer(3),
    submitted_checks_count: integer(1),
    completed_checks_count: integer(0),
  },
};

/** What the adapter reads from CASE_41_ANSWER. */
const CASE_41 = {
  serviceType: 'homeServices',
  caseId: 41,
  name: 'Alex Owner',
  businessName: 'Acme Home Services',
  serviceCategories: ['plumbing'],
  requiredChecks: { businessEntity: true, fieldWorkerCriminal: true, businessOwner: true },
  businessAddress: FORM_ADDRESS,
  checkResult: {
    status: 'pending',
    checkCompletedAt: null,
    businessEntitySubmittedAt: null,
    businessEntityCheckCompletedAt: null,
    finallyAdjudicatedAt: null,
    fieldWorkerCount: 2,
    ownerCount: 2,
    requiredChecksCount: 3,
    submittedChecksCount: 1,
    completedChecksCount: 0,
  },
} as const;

describe('the GLS service contract (attest-web -> gls-service)', () => {
  it('authorizes the owner of a case with the auth code and reads the case', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('an authorization of case 41 with its auth code')
      .withRequest('POST', '/v1/case/41/authorizations', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ auth_code: 'auth-41' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers({ 'Set-Cookie': regex(/^gls_session=[^;]+.*$/, 'gls_session=session-41; Path=/; HttpOnly') })
          .jsonBody(CASE_41_ANSWER),
      )
      .executeTest(async (mock) => {
        const answer = await serviceAt(mock.url).authorize(41, 'auth-41');
        expect(answer).toEqual(ok(CASE_41));
      }));

  // The landing page's check, an authorization without auth_code that the session cookie covers,
  // is not an interaction here: pact-js's verifier proxy drops a `{}` request body while forwarding
  // its Content-Length: 2 (pact-foundation/pact-js#1602), so the provider waits for a body that
  // never comes. tests/sandbox/identity.test.ts and tests/adapters/http/gls-calls.test.ts cover it.

  it('reads the signed-in business session', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('a request for the business session')
      .withRequest('GET', '/v1/session', (b) => b.headers(GLS_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          email: 'owner@acme.example',
          case_id: 41,
          interview_uri: like('https://attest.example/?rprId=rpr-41&canary=canary-41'),
        }),
      )
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).getSession()).toEqual(
          ok({
            email: 'owner@acme.example',
            caseId: 41,
            interviewUri: 'https://attest.example/?rprId=rpr-41&canary=canary-41',
          }),
        );
      }));

  it('ends the business session', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('a request to end the business session')
      .withRequest('DELETE', '/v1/session', (b) => b.headers(GLS_HEADERS))
      .willRespondWith(204)
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).endSession()).toEqual(ok(undefined));
      }));

  it('reads the case status', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('a request for the status of case 41')
      .withRequest('GET', '/v2/case/41/status', (b) => b.headers(GLS_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          case_status: regex(
            /^(CASE_STATUS_)?(UNSPECIFIED|PASSED|FAILED|DROPOFF|WITHDRAWN)$/,
            'CASE_STATUS_UNSPECIFIED',
          ),
          submission_status: like('SUBMITTED'),
        }),
      )
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).getCaseStatus(41)).toEqual(
          ok({ caseStatus: 'unspecified', submissionStatus: 'SUBMITTED' }),
        );
      }));

  it('reads the submission with its roster and address', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('a request for the submission of case 41')
      .withRequest('GET', '/v2/case/41/submission', (b) => b.headers(GLS_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          verification_case_id: like('41'),
          primary_business_owner: 'owner@acme.example',
          business_owners: eachLike({ email: like('owner@acme.example'), rpr_submission_status: SUBMISSION_STATUS }),
          field_workers: eachLike({ email: like('tech@acme.example'), rpr_submission_status: SUBMISSION_STATUS }),
          business_address: ADDRESS_PAYLOAD,
        }),
      )
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).getSubmission(41)).toEqual(
          ok({
            verificationCaseId: '41',
            roster: {
              primaryOwner: { email: 'owner@acme.example', status: 'submitted' },
              owners: [],
              fieldWorkers: [{ email: 'tech@acme.example', status: 'submitted' }],
            },
            businessAddress: FORM_ADDRESS,
          }),
        );
      }));

  it('reads a not-found submission as no submission yet', () =>
    pact
      .addInteraction()
      .given(WITHOUT_SUBMISSION, { caseId: 42, authCode: 'auth-42' })
      .uponReceiving('a request for the submission of case 42, which has none')
      .withRequest('GET', '/v2/case/42/submission', (b) => b.headers(GLS_HEADERS))
      .willRespondWith(404)
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).getSubmission(42)).toEqual(ok(null));
      }));

  it('saves the submission with the address in the service format', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('a submission of case 41 with a known address')
      .withRequest('POST', '/v2/case/41/submission', (b) =>
        b.headers(JSON_HEADERS).jsonBody({
          verification_case_id: '41',
          business_address: ADDRESS_PAYLOAD,
          field_workers: ['tech@acme.example'],
          business_owners: ['owner@acme.example'],
          insurance_coi: [],
        }),
      )
      .willRespondWith(204)
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).saveSubmission(41, SUBMISSION)).toEqual(ok(undefined));
      }));

  it('fails a submission whose address the service does not know as an invalid business address', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('a submission of case 41 with an unknown address')
      .withRequest('POST', '/v2/case/41/submission', (b) =>
        b.headers(JSON_HEADERS).jsonBody({
          verification_case_id: '41',
          business_address: { ...ADDRESS_PAYLOAD, address_lines: ['0 Nowhere Road'] },
          field_workers: ['tech@acme.example'],
          business_owners: ['owner@acme.example'],
          insurance_coi: [],
        }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ reason: 'invalid_business_address' }))
      .executeTest(async (mock) => {
        const saved = await serviceAt(mock.url).saveSubmission(41, {
          ...SUBMISSION,
          businessAddress: { ...FORM_ADDRESS, street: '0 Nowhere Road' },
        });
        expect(saved).toEqual({
          ok: false,
          error: {
            kind: 'invalid-business-address',
            status: 400,
            message:
              'The address you entered does not match a known address. Please enter the business address as it appears on Google Maps.',
          },
        });
      }));

  it('adds a business owner by e-mail', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('adding new.owner@acme.example to the business owners of case 41')
      .withRequest('POST', '/v1/case/41/submission/business_owners/new.owner%40acme.example', (b) =>
        b.headers(GLS_HEADERS),
      )
      .willRespondWith(204)
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).addPerson(41, 'owners', 'new.owner@acme.example')).toEqual(ok(undefined));
      }));

  it('removes a business owner by e-mail', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('removing partner@acme.example from the business owners of case 41')
      .withRequest('DELETE', '/v1/case/41/submission/business_owners/partner%40acme.example', (b) =>
        b.headers(GLS_HEADERS),
      )
      .willRespondWith(204)
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).removePerson(41, 'owners', 'partner@acme.example')).toEqual(ok(undefined));
      }));

  it('adds a field worker by e-mail', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('adding new.worker@acme.example to the field workers of case 41')
      .withRequest('POST', '/v1/case/41/submission/field_workers/new.worker%40acme.example', (b) =>
        b.headers(GLS_HEADERS),
      )
      .willRespondWith(204)
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).addPerson(41, 'fieldWorkers', 'new.worker@acme.example')).toEqual(
          ok(undefined),
        );
      }));

  it('removes a field worker by e-mail', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('removing helper@acme.example from the field workers of case 41')
      .withRequest('DELETE', '/v1/case/41/submission/field_workers/helper%40acme.example', (b) =>
        b.headers(GLS_HEADERS),
      )
      .willRespondWith(204)
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).removePerson(41, 'fieldWorkers', 'helper@acme.example')).toEqual(
          ok(undefined),
        );
      }));

  it('sends links to business owners and reads a full success', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('sending a submission link to partner@acme.example, a business owner of case 41')
      .withRequest('POST', '/v1/case/41/submission/business_owners/notifications', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ emails: ['partner@acme.example'] }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ failed_emails: [] }))
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).sendLinks(41, 'owners', ['partner@acme.example'])).toEqual(
          ok({ failedEmails: [], success: true }),
        );
      }));

  it('reads a 400 on field-worker links as a partial success naming the failed e-mails', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('sending submission links to field workers of case 41, one of them bouncing')
      .withRequest('POST', '/v1/case/41/submission/field_workers/notifications', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ emails: ['helper@acme.example', 'gone@bounce.example'] }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ failed_emails: ['gone@bounce.example'] }))
      .executeTest(async (mock) => {
        const sent = await serviceAt(mock.url).sendLinks(41, 'fieldWorkers', [
          'helper@acme.example',
          'gone@bounce.example',
        ]);
        expect(sent).toEqual(ok({ failedEmails: ['gone@bounce.example'], success: null }));
      }));

  it('fails an authorization with a wrong auth code as gls/unauthorized', () =>
    pact
      .addInteraction()
      .given(CASE_EXISTS, CASE)
      .uponReceiving('an authorization of case 41 with a wrong auth code')
      .withRequest('POST', '/v1/case/41/authorizations', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ auth_code: 'wrong-code' }),
      )
      .willRespondWith(401)
      .executeTest(async (mock) => {
        const answer = await serviceAt(mock.url).authorize(41, 'wrong-code');
        expect(answer).toEqual({
          ok: false,
          error: expect.objectContaining({
            kind: 'http',
            status: 401,
            reason: 'gls/unauthorized',
            message: 'You are not authorized for selected operation',
          }),
        });
      }));

  it('fails the status of an unknown case as gls/not-found', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the status of case 999, which does not exist')
      .withRequest('GET', '/v2/case/999/status', (b) => b.headers(GLS_HEADERS))
      .willRespondWith(404)
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).getCaseStatus(999)).toEqual({
          ok: false,
          error: expect.objectContaining({
            kind: 'http',
            status: 404,
            reason: 'gls/not-found',
            message: 'The requested resource is not found',
          }),
        });
      }));

  it('fails a call of an expired business session as gls/session-expired', () =>
    pact
      .addInteraction()
      .given(EXPIRED, { caseId: 41 })
      .uponReceiving('a request for the status of case 41 after the session expired')
      .withRequest('GET', '/v2/case/41/status', (b) => b.headers(GLS_HEADERS))
      .willRespondWith(440)
      .executeTest(async (mock) => {
        expect(await serviceAt(mock.url).getCaseStatus(41)).toEqual({
          ok: false,
          error: expect.objectContaining({
            kind: 'http',
            status: 440,
            reason: 'gls/session-expired',
            message: 'Your session has expired',
          }),
        });
      }));
});

// Last, once every interaction above has been written (see ./pact-output.ts).
it('is the pact committed in contracts/', () => output.matchCommitted());
