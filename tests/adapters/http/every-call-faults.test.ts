import fc from 'fast-check';
import { HttpBusinessCheckService } from '../../../src/adapters/http/http-business-check-service';
import { HttpInterviewService } from '../../../src/adapters/http/http-interview-service';
import type {
  BusinessCheckService,
  SubmissionToSave,
} from '../../../src/application/ports/business-check-service.port';
import type { InterviewService } from '../../../src/application/ports/interview-service.port';
import type { ServiceError } from '../../../src/application/ports/service-error';
import type { ErrorReason } from '../../../src/domain/errors/error-reason';
import { HTTP_MESSAGES } from '../../../src/domain/errors/http-failure';
import type { Result } from '../../../src/domain/shared/result';
import { ok } from '../../../src/domain/shared/result';
import { MAIN_ST, MAIN_ST_PAYLOAD } from '../../support/business-address';
import { GLS_CASE_ANSWER } from '../../support/gls-answers';
import { TestServer } from './gls-test-server';

/**
 * Every port call that can fail, driven through the real HTTP adapters against a tiny server on
 * 127.0.0.1 (no mocked axios): a refused connection, no answer within the time-out, a 5xx, a 200
 * that is not JSON or of the wrong shape, and the error statuses of spec 000 §8 each come back as
 * the ServiceError the port declares. Every call resolves: nothing is thrown past a port.
 *
 * The tables are keyed by method name and typed over the ports, so a method added to a port
 * without a row here fails to compile.
 */

type Outcome = Result<unknown, ServiceError>;

/** What an error status resolves to when a call reads it as a normal answer rather than an error. */
interface NormalStatus {
  readonly body?: object;
  readonly behaviour: string;
  readonly expected: Outcome;
}

interface Row<S> {
  readonly call: (service: S) => Promise<Outcome>;
  /** For calls that read the answer: a 200 body they accept, and one of the wrong shape. */
  readonly answers?: { readonly good: unknown; readonly wrongShape: unknown };
  /** Error statuses this call reads as a normal answer (spec 000 §7). */
  readonly normalStatuses?: Readonly<Record<number, NormalStatus>>;
}

type Table<S> = { readonly [K in Exclude<keyof S, 'startSession'>]: Row<S> };

interface Suite<S> {
  readonly port: string;
  readonly make: (baseUrl: string, timeoutMs: number) => S;
  readonly table: Table<S>;
  /** How the service's own error statuses map (spec 000 §8), and the message each carries. */
  readonly statusReasons: readonly { status: number; reason: ErrorReason; message: string }[];
  /**
   * What an error answer keeps beyond the JSON body: the business service's downstream code (here
   * the status, as no downstream code is given) and its raw response when that is not JSON.
   */
  readonly kept: (status: number, text?: string) => object;
}

const IMAGE_SUBMISSION = {
  'identity_assurance.document_verification.us_issued.front_image': { shareWith: [], value: 'AAAA' },
};

const INTERVIEW = {
  questions: [{ attrType: 'core.name', complete: false, metadata: { title: 'Name', required: true } }],
  balance: { amount: 0, currency: 'USD' },
  consentGiven: false,
  summary: null,
  featureFlags: { chat: true },
  user: { email: 'ann@acme.example', authDomain: null },
};

const interviewTable: Table<InterviewService> = {
  loadInterview: {
    call: (s) => s.loadInterview('rpr-1'),
    answers: { good: INTERVIEW, wrongShape: { questions: 'none' } },
  },
  reloadInterview: {
    call: (s) => s.reloadInterview('rpr-1'),
    answers: { good: INTERVIEW, wrongShape: { ...INTERVIEW, consentGiven: 'yes' } },
  },
  getRelyingParty: {
    call: (s) => s.getRelyingParty('rpr-1'),
    answers: { good: { dn: 'cn=acme' }, wrongShape: { dn: 42 } },
  },
  getRequest: {
    call: (s) => s.getRequest('rpr-1'),
    answers: {
      good: {
        status: 'in_process',
        created_at: 1794312000,
        submitted_at: null,
        attribute_sharing_agreements: [{ attribute_type: 'core.name', fulfilment: { status: 'pending' } }],
      },
      wrongShape: { status: 'in_process', submitted_at: 'yesterday' },
    },
  },
  getIssuer: {
    call: (s) => s.getIssuer('cn=acme'),
    answers: {
      good: {
        id: 'cn=acme',
        displayName: 'Acme',
        primaryColor: '#003366',
        consentHtml: { 'core.name': '<p>I agree</p>' },
        supportContactInfo: { email: 'help@acme.example', phone: null },
        idoConfirmationMessage: { headingText: 'Thanks' },
        idoStatusMessages: { completed: { msg: 'Done', url: null } },
        privacyPolicy: { headline: 'Privacy', url: 'https://acme.example/privacy' },
      },
      wrongShape: { id: 'cn=acme' },
    },
  },
  getUtilityProviders: {
    call: (s) => s.getUtilityProviders(),
    answers: {
      good: { providers: [{ displayName: 'Austin Energy', canonicalName: 'austin-energy' }] },
      wrongShape: { providers: 'Austin Energy' },
    },
  },
  getAcademicProviders: {
    call: (s) => s.getAcademicProviders(),
    answers: { good: { providers: [{ id: 7, name: 'MIT' }] }, wrongShape: { providers: [{ id: true, name: 'MIT' }] } },
  },
  getAttributeData: {
    call: (s) => s.getAttributeData(),
    answers: { good: { 'core.name': {} }, wrongShape: ['core.name'] },
  },
  postAttributeData: {
    call: (s) => s.postAttributeData({ 'core.ssn': { shareWith: [], value: '123456789' } }),
    answers: { good: { datumIds: ['d1'] }, wrongShape: { datumIds: 'd1' } },
  },
  checkReadability: {
    call: (s) => s.checkReadability(['d1', 'd2']),
    answers: { good: { readable: true }, wrongShape: { readable: 'yes' } },
  },
  verifyId: {
    call: (s) => s.verifyId(IMAGE_SUBMISSION),
    answers: { good: { datumIds: ['d1'] }, wrongShape: { datumIds: [1] } },
  },
  createHandoff: {
    call: (s) => s.createHandoff('core.selfie'),
    answers: {
      good: { code: 'H1', expiresAt: '2026-11-24T04:15:00.000Z' },
      wrongShape: { code: 'H1', expiresAt: 'in fifteen minutes' },
    },
  },
  getHandoff: {
    call: (s) => s.getHandoff('H1'),
    answers: {
      good: { used: true, expiresAt: '2026-11-24T04:15:00.000Z' },
      wrongShape: { expiresAt: '2026-11-24T04:15:00.000Z' },
    },
  },
  redeemHandoff: {
    call: (s) => s.redeemHandoff('H1'),
    answers: {
      good: { rprId: 'rpr-1', canary: 'c-1', attrType: 'core.selfie' },
      wrongShape: { rprId: 'rpr-1', canary: 7, attrType: 'core.selfie' },
    },
  },
  getVerification: {
    call: (s) => s.getVerification(['d1']),
    answers: { good: { status: 'waiting' }, wrongShape: { status: 'failed', reason: 42 } },
  },
  submitId: {
    call: (s) => s.submitId(IMAGE_SUBMISSION),
    answers: { good: { datumIds: [] }, wrongShape: {} },
  },
  getCriminalOffenses: {
    call: (s) => s.getCriminalOffenses('rpr-1'),
    answers: {
      good: { offenses: [{ id: 'o1', specificOffense: 'Theft', effectiveDate: '2020-01-31' }] },
      wrongShape: { offenses: [{ specificOffense: 'Theft' }] },
    },
  },
  sendText: {
    call: (s) => s.sendText({ recipient: '+15555550123', continueUrl: 'https://x.test/q', authToken: 't' }),
  },
  pay: { call: (s) => s.pay('tok_visa') },
  giveConsent: { call: (s) => s.giveConsent('rpr-1') },
  requestTransition: {
    call: (s) => s.requestTransition('rpr-1'),
    answers: { good: { status: 'transitionNotNeeded' }, wrongShape: { status: 'maybe' } },
  },
  logout: { call: (s) => s.logout() },
  getUserInfo: {
    call: (s) => s.getUserInfo(),
    answers: { good: { email: 'ann@acme.example', auth_domain: { domain: 'acme' } }, wrongShape: { email: 42 } },
  },
  askChatbot: {
    call: (s) => s.askChatbot('evie', 'chat-1', 'Hi', 'en'),
    answers: { good: { answer: { content: 'Hello' } }, wrongShape: { answer: 'Hello' } },
  },
};

const SUBMISSION: SubmissionToSave = {
  verificationCaseId: '41',
  businessAddress: MAIN_ST,
  fieldWorkers: [],
  businessOwners: ['owner@acme.example'],
};

const ADDRESS = MAIN_ST_PAYLOAD;

const glsTable: Table<BusinessCheckService> = {
  authorize: {
    call: (s) => s.authorize(41, 'auth-41'),
    answers: {
      good: GLS_CASE_ANSWER,
      wrongShape: { service_type: 'home_services', case_id: 41, name: 'Ann', business_name: 42 },
    },
  },
  getSession: {
    call: (s) => s.getSession(),
    answers: {
      good: { email: 'ann@acme.example', case_id: 41, interview_uri: null },
      wrongShape: { email: 'ann@acme.example' },
    },
  },
  endSession: { call: (s) => s.endSession() },
  getCaseStatus: {
    call: (s) => s.getCaseStatus(41),
    answers: { good: { case_status: 'open', submission_status: null }, wrongShape: { case_status: 7 } },
  },
  getSubmission: {
    call: (s) => s.getSubmission(41),
    answers: {
      good: {
        verification_case_id: 41,
        primary_business_owner: 'owner@acme.example',
        business_owners: [{ email: 'owner@acme.example', rpr_submission_status: 'submitted' }],
        field_workers: [{ email: 'worker@acme.example' }],
        business_address: ADDRESS,
      },
      wrongShape: { business_owners: [{ email: 'owner@acme.example', rpr_submission_status: 'lost' }] },
    },
    normalStatuses: {
      404: { body: { message: 'no submission' }, behaviour: 'reads it as no submission yet', expected: ok(null) },
    },
  },
  saveSubmission: {
    call: (s) => s.saveSubmission(41, SUBMISSION),
    normalStatuses: {
      400: {
        body: { reason: 'invalid_business_address' },
        behaviour: 'fails it as a refused business address',
        expected: {
          ok: false,
          error: { kind: 'invalid-business-address', status: 400, message: HTTP_MESSAGES.invalidBusinessAddress },
        },
      },
    },
  },
  addPerson: { call: (s) => s.addPerson(41, 'owners', 'new.owner+1@acme.example') },
  removePerson: { call: (s) => s.removePerson(41, 'fieldWorkers', 'worker@acme.example') },
  sendLinks: {
    call: (s) => s.sendLinks(41, 'owners', ['a@acme.example', 'b@acme.example']),
    answers: { good: { failed_emails: [] }, wrongShape: { failed_emails: 'a@acme.example' } },
    normalStatuses: {
      400: {
        body: { failed_emails: ['b@acme.example'] },
        behaviour: 'reads it as a result naming the failed e-mails',
        expected: ok({ failedEmails: ['b@acme.example'], success: null }),
      },
    },
  },
};

const suites = [
  {
    port: 'InterviewService',
    make: (baseUrl: string, timeoutMs: number) => new HttpInterviewService({ baseUrl, timeoutMs }),
    table: interviewTable,
    statusReasons: [
      { status: 401, reason: 'unauthorized-ido', message: 'downstream detail' },
      { status: 403, reason: 'unauthorized-ido', message: 'downstream detail' },
      { status: 404, reason: 'unknown-request', message: 'downstream detail' },
      { status: 440, reason: 'unknown-request', message: 'downstream detail' },
    ],
    kept: () => ({}),
  } satisfies Suite<InterviewService>,
  {
    port: 'BusinessCheckService',
    make: (baseUrl: string, timeoutMs: number) => new HttpBusinessCheckService({ baseUrl, timeoutMs }),
    table: glsTable,
    statusReasons: [
      { status: 401, reason: 'gls/unauthorized', message: HTTP_MESSAGES.glsUnauthorized },
      { status: 403, reason: 'gls/forbidden', message: HTTP_MESSAGES.glsUnauthorized },
      { status: 404, reason: 'gls/not-found', message: HTTP_MESSAGES.glsNotFound },
      { status: 440, reason: 'gls/session-expired', message: HTTP_MESSAGES.glsSessionExpired },
    ],
    kept: (status: number, text?: string) => ({ code: status, ...(text === undefined ? {} : { body: text }) }),
  } satisfies Suite<BusinessCheckService>,
] as const;

/** One table row per port method, in the shape the brief's `describe.each` runs over. */
interface Case {
  readonly name: string;
  readonly call: (service: never) => Promise<Outcome>;
  readonly readsBody: boolean;
  readonly row: Row<never>;
}

const casesOf = <S>(table: Table<S>): Case[] =>
  (Object.entries(table) as [string, Row<S>][]).map(([name, row]) => ({
    name,
    call: row.call as (service: never) => Promise<Outcome>,
    readsBody: row.answers !== undefined,
    row: row as Row<never>,
  }));

const NETWORK_FAILURE: Outcome = {
  ok: false,
  error: { kind: 'network', reason: 'cancelled-network-request', message: HTTP_MESSAGES.cancelled },
};

/** A malformed answer names the call it came from, so a report of the contract drift says where. */
const MALFORMED: Outcome = {
  ok: false,
  error: {
    kind: 'malformed',
    reason: 'unexpected',
    message: expect.stringMatching(/^(GET|POST|PUT|DELETE) \/\S*: /) as string,
  },
};

/**
 * JSON near a well-formed answer: any part of it may be kept, dropped (object fields) or replaced
 * by any other JSON, so the readers meet wrong types at every depth, not only at the top.
 */
function around(value: unknown): fc.Arbitrary<unknown> {
  // Mostly the expected structure, so the fields the readers look at are usually there to be wrong.
  const anyJson = { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 };
  if (Array.isArray(value)) {
    const item = value.length > 0 ? around(value[0]) : anyJson.arbitrary;
    return fc.oneof(anyJson, { arbitrary: fc.array(item, { maxLength: 3 }), weight: 4 });
  }
  if (typeof value === 'object' && value !== null) {
    const fields = Object.fromEntries(Object.entries(value).map(([key, field]) => [key, around(field)]));
    return fc.oneof(anyJson, { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 4 });
  }
  const wrongScalar = fc.constantFrom<unknown>(null, true, 0, -1, 1.5, '', ' ', 'x', [], {});
  return fc.oneof({ arbitrary: fc.constant(value), weight: 2 }, { arbitrary: wrongScalar, weight: 2 }, anyJson);
}

/** The address of a port nothing listens on: bind one, then close it. */
async function refusedUrl(): Promise<string> {
  const probe = await TestServer.start();
  const { url } = probe;
  await probe.stop();
  return url;
}

describe.each(suites)('$port: every call fails as a value', ({ make, table, statusReasons, kept }) => {
  const service = (baseUrl: string, timeoutMs = 2000) => make(baseUrl, timeoutMs) as never;
  let server: TestServer;

  beforeEach(async () => {
    server = await TestServer.start();
  });

  afterEach(() => server.stop());

  describe.each(casesOf(table as Table<unknown>))('$name', ({ call, readsBody, row }) => {
    it('resolves a refused connection as a network failure', async () => {
      await expect(call(service(await refusedUrl()))).resolves.toEqual(NETWORK_FAILURE);
    });

    it('resolves no answer within the time-out as a network failure', async () => {
      server.answerWith('hang');
      const started = Date.now();

      await expect(call(service(server.url, 200))).resolves.toEqual(NETWORK_FAILURE);
      expect(server.seen).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('resolves a connection closed before any answer as a network failure', async () => {
      server.answerWith('drop');

      await expect(call(service(server.url))).resolves.toEqual(NETWORK_FAILURE);
    });

    it('resolves a connection closed halfway through the answer as a network failure', async () => {
      server.answerWith('cut');

      await expect(call(service(server.url))).resolves.toEqual(NETWORK_FAILURE);
    });

    it('resolves a 500 as unexpected, keeping the JSON body', async () => {
      server.answerWith({ status: 500, body: { message: 'database down' } });

      await expect(call(service(server.url))).resolves.toEqual({
        ok: false,
        error: {
          kind: 'http',
          status: 500,
          reason: 'unexpected',
          message: 'database down',
          body: { message: 'database down' },
          ...kept(500),
        },
      });
    });

    it('resolves a 503 whose body is an HTML page as unexpected', async () => {
      server.answerWith({ status: 503, body: '<html>Service Unavailable</html>' });

      await expect(call(service(server.url))).resolves.toEqual({
        ok: false,
        error: {
          kind: 'http',
          status: 503,
          reason: 'unexpected',
          message: '',
          ...kept(503, '<html>Service Unavailable</html>'),
        },
      });
    });

    const statusCases = statusReasons.map(({ status, reason, message }) => {
      const normal = row.normalStatuses?.[status];
      return normal
        ? { status, body: normal.body, behaviour: normal.behaviour, expected: normal.expected }
        : {
            status,
            body: { message: 'downstream detail' },
            behaviour: `fails it as ${reason}`,
            expected: {
              ok: false,
              error: { kind: 'http', status, reason, message, body: { message: 'downstream detail' }, ...kept(status) },
            } satisfies Outcome,
          };
    });
    const extraNormal = Object.entries(row.normalStatuses ?? {})
      .filter(([status]) => !statusReasons.some((known) => known.status === Number(status)))
      .map(([status, normal]) => ({ status: Number(status), ...normal }));

    it.each([...statusCases, ...extraNormal])('answered $status, $behaviour', async ({ status, body, expected }) => {
      server.answerWith(body === undefined ? { status } : { status, body });

      await expect(call(service(server.url))).resolves.toEqual(expected);
    });

    if (readsBody && row.answers) {
      const { good, wrongShape } = row.answers;

      it('reads a well-formed 200 (the control for the malformed answers)', async () => {
        server.answerWith({ status: 200, body: good as object });

        await expect(call(service(server.url))).resolves.toEqual({ ok: true, value: expect.anything() as unknown });
      });

      it('resolves a 200 whose body is not JSON as malformed', async () => {
        server.answerWith({ status: 200, body: '{"truncated": ' });

        await expect(call(service(server.url))).resolves.toEqual(MALFORMED);
      });

      it('resolves a 200 JSON answer of the wrong shape as malformed', async () => {
        server.answerWith({ status: 200, body: wrongShape as object });

        await expect(call(service(server.url))).resolves.toEqual(MALFORMED);
      });

      it('resolves a 200 JSON answer that is a bare number as malformed', async () => {
        server.answerWith({ status: 200, body: '42' });

        await expect(call(service(server.url))).resolves.toEqual(MALFORMED);
      });

      it('resolves any JSON answer around the expected shape as a value or as malformed, never throwing', async () => {
        await fc.assert(
          fc.asyncProperty(around(good), async (body) => {
            server.answerWith({ status: 200, body: JSON.stringify(body) ?? 'null' });

            const result = await call(service(server.url)).catch((thrown: unknown) => ({ thrown }));

            expect(result).toEqual(expect.objectContaining({ ok: expect.any(Boolean) as boolean }));
            if ('ok' in result && !result.ok) expect(result).toEqual(MALFORMED);
          }),
          { numRuns: 60 },
        );
      });
    } else {
      it('succeeds on an empty 204, since it reads nothing', async () => {
        server.answerWith({ status: 204 });

        await expect(call(service(server.url))).resolves.toEqual(ok(undefined));
      });

      it('succeeds on a 200 whose body is not JSON, since it reads nothing', async () => {
        server.answerWith({ status: 200, body: 'OK' });

        await expect(call(service(server.url))).resolves.toEqual(ok(undefined));
      });
    }
  });
});
