import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { HttpInterviewService } from '../../src/adapters/http/http-interview-service';
import { encodeDocumentImages } from '../../src/domain/encoding/document-image-keys';
import { encodeName } from '../../src/domain/encoding/name';
import { submissionFor, submissionOfAttributes } from '../../src/domain/encoding/submission';
import { issuerTextsIn } from '../../src/domain/language/issuer-texts';
import { questionIn } from '../../src/domain/language/question-texts';
import { readRequestEvents } from '../../src/domain/request-status/request-events';
import { HANDOFF_CODES_FLAG, handoffCodesOffered } from '../../src/domain/session/handoff';
import { err, ok } from '../../src/domain/shared/result';
import { pactOutput } from './pact-output';

/**
 * The consumer contract of `attest-web` with the interview service (contracts/README.md). Each
 * interaction drives the real HTTP adapter against the Pact mock server and asserts what the
 * adapter returns, so the pact holds exactly the calls and fields the app depends on. Values the
 * provider decides are matched by type; exact values only where the app's behaviour turns on them.
 */
const { arrayContaining, boolean, eachLike, integer, like, number, regex, string } = MatchersV3;

const output = pactOutput('attest-web-interview-service.json');

const pact = new PactV4({
  consumer: 'attest-web',
  provider: 'interview-service',
  dir: output.dir,
  logLevel: 'warn',
});

const AN_APPLICANT_REQUEST = 'an applicant request exists';
const AN_EXPIRED_REQUEST = 'an expired applicant request exists';
const A_HANDOFF_CODE = 'a hand-off code exists';

/** The sandbox scenario 'applicant': Acme Staffing asks for name, SSN, birth date, address and FCRA consent. */
const APPLICANT = { scenario: 'applicant', rprId: 'rpr-applicant-1', canary: 'canary-1' } as const;
/**
 * The applicant request, its service offering this project's hand-off codes (provider state param
 * handoffCodes, contracts/README.md), or with spec 000 §7's calls alone.
 */
const WITH_CODES = { ...APPLICANT, handoffCodes: true } as const;
const SPEC_CALLS_ONLY = { ...APPLICANT, handoffCodes: false } as const;
/** A hand-off code minted by the applicant request for its SSN question (provider state param status: fresh, used, expired). */
const HANDOFF = { ...WITH_CODES, code: 'handoff-1', attrType: 'core.ssn' } as const;
const PAYMENT = { scenario: 'applicant-payment', rprId: 'rpr-payment-1', canary: 'canary-payment' } as const;
const EVERY_QUESTION = { scenario: 'applicant-every-question', rprId: 'rpr-every-1', canary: 'canary-every' } as const;
/** Datum ids of document images already uploaded to the applicant request (a provider-state param). */
const LOCKED_FORM = { scenario: 'applicant-locked-form', rprId: 'rpr-locked-form-1', canary: 'canary-form' } as const;
const DATUM_IDS = ['datum-1', 'datum-2'];
/** The ID scan whose first upload the provider cannot read for glare (sandbox scenario applicant-id-retry). */
const ID_RETRY = { scenario: 'applicant-id-retry', rprId: 'rpr-id-retry-1', canary: 'canary-id-retry' } as const;
/** The ID-scan question of applicant-id-retry, under which its texts and verifications are counted. */
const US_DOCUMENT = 'identity_assurance.document_verification.us_issued';
const ISSUER_DN = 'cn=acme-staffing,ou=issuers,o=attest';
/** The issuer of a business owner's own check, which gives its consent HTML alone (a string entry). */
const HTML_ONLY_ISSUER_DN = 'cn=gls-acme-home,ou=issuers,o=attest';
/** An issuer that gives its consent HTML under data, `{ data: html }` (the literal 'each with data'). */
const HTML_UNDER_DATA_ISSUER_DN = 'cn=acme-care,ou=issuers,o=attest';
/**
 * The sandbox scenario 'applicant-spanish' (issue 28): its issuer, Acme Health, and its questions
 * give their texts in English and in Spanish (`translations`, contracts/README.md 'Languages').
 */
const SPANISH = { scenario: 'applicant-spanish', rprId: 'rpr-spanish-1', canary: 'canary-spanish' } as const;
const BILINGUAL_ISSUER_DN = 'cn=acme-health,ou=issuers,o=attest';

const accepts = { Accept: 'application/json' };
const signedIn = (canary: string = APPLICANT.canary) => ({ ...accepts, 'X-CSRF-Token': canary });
const sendingJson = (canary: string = APPLICANT.canary) => ({
  ...signedIn(canary),
  'Content-Type': 'application/json',
});

/** The adapter as the app builds it, signed in with the session's canary as after a link is opened. */
function serviceAt(url: string, canary: string | null = APPLICANT.canary): HttpInterviewService {
  const service = new HttpInterviewService({ baseUrl: url, timeoutMs: 10_000 });
  if (canary !== null) service.startSession(canary);
  return service;
}

const applicantQuestions = arrayContaining(
  { attrType: 'core.fullname', type: 'full-name', complete: boolean(false), metadata: { title: string('Full name') } },
  {
    attrType: 'core.ssn',
    type: 'ssn',
    complete: boolean(false),
    metadata: { title: string('Social Security Number') },
  },
  {
    attrType: 'core.dateofbirth',
    type: 'birthday',
    complete: boolean(false),
    metadata: { title: string('Date of birth') },
  },
  {
    attrType: 'identity_assurance.address.home',
    type: 'address',
    complete: boolean(false),
    metadata: { title: string('Home address') },
  },
  {
    attrType: 'consent.fcra',
    type: 'consent',
    complete: boolean(false),
    metadata: { title: string('Background check consent') },
  },
);

/** The interview state of a fresh applicant request: nothing answered, nothing to pay, no consent yet. */
const interviewBody = {
  questions: applicantQuestions,
  balance: { amount: number(0), currency: regex('^[A-Z]{3}$', 'USD') },
  consentGiven: boolean(false),
  featureFlags: like({}),
  user: { email: string('pat.applicant@example.com') },
};

const APPLICANT_ATTR_TYPES = [
  'core.fullname',
  'core.ssn',
  'core.dateofbirth',
  'identity_assurance.address.home',
  'consent.fcra',
];

const expectApplicantInterview = (result: unknown) =>
  expect(result).toEqual(
    ok(
      expect.objectContaining({
        questions: expect.arrayContaining(
          APPLICANT_ATTR_TYPES.map((attrType) => expect.objectContaining({ attrType, complete: false })),
        ),
        balance: { amount: 0, currency: 'USD' },
        consentGiven: false,
        user: expect.objectContaining({ email: 'pat.applicant@example.com' }),
      }),
    ),
  );

/** A document scan as the ID-scan question sends it: the legacy US-issued front and back images. */
const documentScan = () => {
  const images = encodeDocumentImages({ kind: 'legacy-us-issued', type: 'drivers_license' }, [
    { data: 'AAAA', mimeType: 'image/jpeg' },
    { data: 'BBBB', mimeType: 'image/jpeg' },
  ]);
  if (!images.ok) throw new Error(images.error);
  return submissionOfAttributes(
    { attrType: 'identity_assurance.document_verification.us_issued', shareWith: [] },
    images.value,
  );
};

const uploadedBody = { datumIds: eachLike(string('datum-1')) };

describe('the interview service contract', () => {
  describe('loading the interview', () => {
    it('reads the questions, balance, consent and user of an applicant request', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a request for the interview of an applicant request')
        .withRequest('GET', '/requests/rpr-applicant-1/interview', (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) => b.jsonBody(interviewBody))
        .executeTest(async (mock) =>
          expectApplicantInterview(await serviceAt(mock.url).loadInterview(APPLICANT.rprId)),
        ));

    it("reads a schema form question's form and its role-based lock (contracts/README.md 'Schema forms')", () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, LOCKED_FORM)
        .uponReceiving('a request for the interview of a request with a locked schema form')
        .withRequest('GET', '/requests/rpr-locked-form-1/interview', (b) => b.headers(signedIn(LOCKED_FORM.canary)))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            questions: arrayContaining({
              attrType: string('employment.position_details'),
              type: 'smart-attribute:json-schema',
              complete: boolean(false),
              metadata: {
                title: string('Position details'),
                roleBasedAccess: boolean(true),
                schema: {
                  type: 'object',
                  properties: like({ jobTitle: { type: 'string', title: 'Job title', default: 'Field technician' } }),
                },
              },
            }),
          }),
        )
        .executeTest(async (mock) => {
          const result = await serviceAt(mock.url, LOCKED_FORM.canary).loadInterview(LOCKED_FORM.rprId);
          if (!result.ok) throw new Error('the interview did not load');
          const form = result.value.questions.find((question) => question.type === 'smart-attribute:json-schema');
          expect(form?.metadata.roleBasedAccess).toBe(true);
          expect(form?.metadata.schema).toEqual(expect.objectContaining({ type: 'object' }));
        }));

    it("reads a question's texts in Spanish under metadata.translations (contracts/README.md 'Languages')", () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, SPANISH)
        .uponReceiving('a request for the interview of a request whose questions are written in English and Spanish')
        .withRequest('GET', '/requests/rpr-spanish-1/interview', (b) => b.headers(signedIn(SPANISH.canary)))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            questions: arrayContaining({
              attrType: 'core.fullname',
              type: 'full-name',
              complete: boolean(false),
              metadata: {
                title: string('Full name'),
                description: string('As it appears on your government-issued ID.'),
                translations: {
                  es: {
                    title: string('Nombre completo'),
                    description: string('Tal como aparece en su documento de identidad oficial.'),
                  },
                },
              },
            }),
          }),
        )
        .executeTest(async (mock) => {
          const result = await serviceAt(mock.url, SPANISH.canary).loadInterview(SPANISH.rprId);
          if (!result.ok) throw new Error('the interview did not load');
          const fullName = result.value.questions.find((question) => question.attrType === 'core.fullname');
          if (fullName === undefined) throw new Error('no full name question');
          expect(questionIn(fullName, 'es').metadata).toEqual(
            expect.objectContaining({
              title: 'Nombre completo',
              description: 'Tal como aparece en su documento de identidad oficial.',
            }),
          );
          expect(questionIn(fullName, 'en').metadata.title).toBe('Full name');
        }));

    it('reads the balance due of a request that asks for payment', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, PAYMENT)
        .uponReceiving('a request for the interview of an applicant request with a balance due')
        .withRequest('GET', '/requests/rpr-payment-1/interview', (b) => b.headers(signedIn(PAYMENT.canary)))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            questions: eachLike({ attrType: string('core.fullname') }),
            balance: { amount: 25, currency: 'USD' },
          }),
        )
        .executeTest(async (mock) => {
          const result = await serviceAt(mock.url, PAYMENT.canary).loadInterview(PAYMENT.rprId);
          expect(result).toEqual(ok(expect.objectContaining({ balance: { amount: 25, currency: 'USD' } })));
        }));

    it("learns from the interview's featureFlags that the service offers hand-off codes", () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, WITH_CODES)
        .uponReceiving('a request for the interview of a request whose service offers hand-off codes')
        .withRequest('GET', '/requests/rpr-applicant-1/interview', (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) => b.jsonBody({ ...interviewBody, featureFlags: { [HANDOFF_CODES_FLAG]: true } }))
        .executeTest(async (mock) => {
          const loaded = await serviceAt(mock.url).loadInterview(APPLICANT.rprId);
          expectApplicantInterview(loaded);
          expect(loaded.ok && handoffCodesOffered(loaded.value.featureFlags)).toBe(true);
        }));

    it("reads the interview of a request whose service has spec 000 §7's calls alone (no hand-off codes)", () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, SPEC_CALLS_ONLY)
        .uponReceiving('a request for the interview of a request whose service offers no hand-off codes')
        .withRequest('GET', '/requests/rpr-applicant-1/interview', (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) => b.jsonBody(interviewBody))
        .executeTest(async (mock) => {
          const loaded = await serviceAt(mock.url).loadInterview(APPLICANT.rprId);
          expectApplicantInterview(loaded);
          expect(loaded.ok && handoffCodesOffered(loaded.value.featureFlags)).toBe(false);
        }));

    it('reloads the same interview state', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a request for the current interview state of an applicant request')
        .withRequest('GET', '/requests/rpr-applicant-1/interview/state', (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) => b.jsonBody(interviewBody))
        .executeTest(async (mock) =>
          expectApplicantInterview(await serviceAt(mock.url).reloadInterview(APPLICANT.rprId)),
        ));

    it('reads the texts sent and the verifications failed that the service kept per question (spec 000 §3)', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, {
          ...ID_RETRY,
          delegations: { [US_DOCUMENT]: 2 },
          verifications: { [US_DOCUMENT]: { failures: 1, resolutionAttempts: 2 } },
        })
        .uponReceiving(
          'a request for the interview state of a request that texted a phone twice and failed a verification',
        )
        .withRequest('GET', '/requests/rpr-id-retry-1/interview/state', (b) => b.headers(signedIn(ID_RETRY.canary)))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            questions: eachLike({ attrType: string(US_DOCUMENT) }),
            delegationsRequested: { [US_DOCUMENT]: { requests: integer(2) } },
            verificationsRequested: { [US_DOCUMENT]: { failures: integer(1), resolutionAttempts: integer(2) } },
          }),
        )
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, ID_RETRY.canary).reloadInterview(ID_RETRY.rprId)).toEqual(
            ok(
              expect.objectContaining({
                delegationsRequested: { [US_DOCUMENT]: { requests: 2 } },
                verificationsRequested: { [US_DOCUMENT]: { failures: 1, resolutionAttempts: 2 } },
              }),
            ),
          ),
        ));

    it('reads the distinguished name of the relying party', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, { ...APPLICANT, dn: ISSUER_DN })
        .uponReceiving('a request for the relying party of an applicant request')
        .withRequest('GET', '/requests/rpr-applicant-1/relyingParty', (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) => b.jsonBody({ dn: string(ISSUER_DN) }))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).getRelyingParty(APPLICANT.rprId)).toEqual(ok({ dn: ISSUER_DN })),
        ));

    it('reads the issuer of a distinguished name with its consent text given with data', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, { ...APPLICANT, dn: ISSUER_DN })
        .uponReceiving('a request for the issuer data of a distinguished name')
        .withRequest('GET', '/identity/distinguishedNames', (b) =>
          b.headers(signedIn()).query({ dn: ISSUER_DN, includeConsentText: 'true' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            id: string(ISSUER_DN),
            displayName: string('Acme Staffing'),
            // Spec 001 §2.1 'each with data': the object shape { html, data } (contracts/README.md).
            consentHtml: {
              'consent.fcra': {
                html: string('<p>{{company}} may obtain a consumer report about you.</p>'),
                data: like({ company: 'Acme Staffing' }),
              },
            },
            supportContactInfo: { email: string('support@acme-staffing.example') },
            privacyPolicy: { url: string('https://acme-staffing.example/privacy') },
          }),
        )
        .executeTest(async (mock) => {
          const result = await serviceAt(mock.url).getIssuer(ISSUER_DN);
          expect(result).toEqual(
            ok(
              expect.objectContaining({
                id: ISSUER_DN,
                displayName: 'Acme Staffing',
                consentHtml: {
                  'consent.fcra': {
                    html: '<p>{{company}} may obtain a consumer report about you.</p>',
                    data: { company: 'Acme Staffing' },
                  },
                },
                supportContactInfo: expect.objectContaining({ email: 'support@acme-staffing.example' }),
                privacyPolicy: expect.objectContaining({ url: 'https://acme-staffing.example/privacy' }),
              }),
            ),
          );
        }));

    it('reads the issuer of a distinguished name with its consent HTML alone', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, { ...APPLICANT, dn: HTML_ONLY_ISSUER_DN })
        .uponReceiving('a request for the issuer data of a distinguished name whose consent text is HTML alone')
        .withRequest('GET', '/identity/distinguishedNames', (b) =>
          b.headers(signedIn()).query({ dn: HTML_ONLY_ISSUER_DN, includeConsentText: 'true' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            id: string(HTML_ONLY_ISSUER_DN),
            displayName: string('Acme Home Services'),
            consentHtml: {
              'consent.fcra': string('<p>Acme Home Services may obtain a consumer report about you.</p>'),
            },
          }),
        )
        .executeTest(async (mock) => {
          const result = await serviceAt(mock.url).getIssuer(HTML_ONLY_ISSUER_DN);
          expect(result).toEqual(
            ok(
              expect.objectContaining({
                consentHtml: {
                  'consent.fcra': {
                    html: '<p>Acme Home Services may obtain a consumer report about you.</p>',
                    data: {},
                  },
                },
              }),
            ),
          );
        }));

    it('reads the issuer of a distinguished name with its consent HTML under data', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, { ...APPLICANT, dn: HTML_UNDER_DATA_ISSUER_DN })
        .uponReceiving('a request for the issuer data of a distinguished name whose consent HTML is under data')
        .withRequest('GET', '/identity/distinguishedNames', (b) =>
          b.headers(signedIn()).query({ dn: HTML_UNDER_DATA_ISSUER_DN, includeConsentText: 'true' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            id: string(HTML_UNDER_DATA_ISSUER_DN),
            displayName: string('Acme Care'),
            // Spec 001 §2.1 'each with data', read literally: { data: html } (contracts/README.md).
            consentHtml: {
              'consent.fcra': { data: string('<p>Acme Care may obtain a consumer report about you.</p>') },
            },
          }),
        )
        .executeTest(async (mock) => {
          const result = await serviceAt(mock.url).getIssuer(HTML_UNDER_DATA_ISSUER_DN);
          expect(result).toEqual(
            ok(
              expect.objectContaining({
                consentHtml: {
                  'consent.fcra': { html: '<p>Acme Care may obtain a consumer report about you.</p>', data: {} },
                },
                unreadConsentHtml: [],
              }),
            ),
          );
        }));

    it("reads the issuer's texts in Spanish where it gives them, under translations (contracts/README.md 'Languages')", () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, { ...SPANISH, dn: BILINGUAL_ISSUER_DN })
        .uponReceiving('a request for the issuer data of a distinguished name that gives its texts in Spanish too')
        .withRequest('GET', '/identity/distinguishedNames', (b) =>
          b.headers(signedIn(SPANISH.canary)).query({ dn: BILINGUAL_ISSUER_DN, includeConsentText: 'true' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            id: string(BILINGUAL_ISSUER_DN),
            displayName: string('Acme Health'),
            consentHtml: {
              'consent.fcra': {
                html: string('<p>{{company}} may obtain a consumer report about you.</p>'),
                data: like({ company: 'Acme Health' }),
              },
            },
            idoConfirmationMessage: {
              headingText: string('Thank you for applying to Acme Health'),
              messageText: string('<p>We will e-mail you as soon as your background check is complete.</p>'),
            },
            idoStatusMessages: { complete: { msg: string('Your background check is complete.') } },
            privacyPolicy: { headline: string('Your privacy'), message: string('How Acme Health uses your data.') },
            // Each field in the shape of its English field, any subset of it.
            translations: {
              es: {
                consentHtml: {
                  'consent.fcra': {
                    html: string('<p>{{company}} puede obtener un informe del consumidor sobre usted.</p>'),
                  },
                },
                idoConfirmationMessage: {
                  headingText: string('Gracias por presentar su solicitud a Acme Health'),
                  messageText: string('<p>Le enviaremos un correo electrónico.</p>'),
                },
                idoStatusMessages: { complete: { msg: string('Su verificación de antecedentes está completa.') } },
                privacyPolicy: {
                  headline: string('Su privacidad'),
                  message: string('Cómo usa Acme Health sus datos.'),
                },
              },
            },
          }),
        )
        .executeTest(async (mock) => {
          const result = await serviceAt(mock.url, SPANISH.canary).getIssuer(BILINGUAL_ISSUER_DN);
          if (!result.ok) throw new Error('the issuer did not load');
          expect(result.value.unreadConsentHtml).toEqual([]);
          const spanish = issuerTextsIn(result.value, 'es');
          expect(spanish).toEqual(
            expect.objectContaining({
              consentHtml: {
                'consent.fcra': {
                  html: '<p>{{company}} puede obtener un informe del consumidor sobre usted.</p>',
                  data: { company: 'Acme Health' },
                },
              },
              idoConfirmationMessage: {
                headingText: 'Gracias por presentar su solicitud a Acme Health',
                messageText: '<p>Le enviaremos un correo electrónico.</p>',
              },
              idoStatusMessages: {
                complete: { msg: 'Su verificación de antecedentes está completa.', url: null, urlTitle: null },
              },
              privacyPolicy: expect.objectContaining({
                headline: 'Su privacidad',
                message: 'Cómo usa Acme Health sus datos.',
              }),
            }),
          );
          expect(issuerTextsIn(result.value, 'en').idoConfirmationMessage?.headingText).toBe(
            'Thank you for applying to Acme Health',
          );
        }));

    it('reads the request record with its agreements and its events', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a request for the record of an applicant request')
        .withRequest('GET', '/requests/rpr-applicant-1', (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            status: regex('^(new|pending|in_process|complete|subscribed|timeout|terminated|error-.+)$', 'new'),
            created_at: integer(1794312000),
            attribute_sharing_agreements: eachLike({ attribute_type: string('core.ssn') }),
            // Spec 000 §4 'Events'; the field's place is this project's choice (contracts/README.md).
            events: eachLike({ type: string('relyingparty-initiated'), created_at: integer(1794312000) }),
          }),
        )
        .executeTest(async (mock) => {
          const result = await serviceAt(mock.url).getRequest(APPLICANT.rprId);
          expect(result).toEqual(
            ok(
              expect.objectContaining({
                status: 'new',
                createdAt: 1794312000,
                submittedAt: null,
                agreements: [{ attributeType: 'core.ssn', fulfilmentStatus: null }],
              }),
            ),
          );
          // Carried as received; the status page reads them.
          expect(readRequestEvents(result.ok ? result.value.events : null)).toEqual([
            { type: 'relyingparty-initiated', at: 1794312000 },
          ]);
        }));
  });

  describe('answering questions', () => {
    it('lists the utility providers', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a request for the utility providers')
        .withRequest('GET', '/providers/utility', (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            providers: eachLike({ displayName: string('Pacific Power'), canonicalName: string('pacific-power') }),
          }),
        )
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).getUtilityProviders()).toEqual(
            ok([{ displayName: 'Pacific Power', canonicalName: 'pacific-power' }]),
          ),
        ));

    it('lists the academic providers', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a request for the academic providers')
        .withRequest('GET', '/providers/academic', (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) =>
          b.jsonBody({ providers: eachLike({ id: string('univ-1'), name: string('State University') }) }),
        )
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).getAcademicProviders()).toEqual(
            ok([{ id: 'univ-1', name: 'State University' }]),
          ),
        ));

    it('reads the answers already given, by attribute type', () => {
      const fullName = encodeName({ first: 'Pat', middle: '', last: 'Applicant' });
      return pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, { ...APPLICANT, answers: { 'core.fullname': { ...fullName } } })
        .uponReceiving('a request for the answers of the signed-in applicant')
        .withRequest('GET', '/attributeData', (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) => b.jsonBody({ 'core.fullname': like(fullName) }))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).getAttributeData()).toEqual(ok({ 'core.fullname': fullName })),
        );
    });

    it('posts answers and reads the datum ids of what was stored', () => {
      const answers = submissionFor(
        { attrType: 'core.fullname', shareWith: [] },
        encodeName({ first: 'Pat', middle: '', last: 'Applicant' }),
      );
      return pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a submission of answers')
        .withRequest('POST', '/attributeData', (b) => b.headers(sendingJson()).jsonBody(answers))
        .willRespondWith(200, (b) => b.jsonBody(uploadedBody))
        .executeTest(async (mock) => {
          const progress: number[] = [];
          const result = await serviceAt(mock.url).postAttributeData(answers, (fraction) => progress.push(fraction));
          expect(result).toEqual(ok({ datumIds: ['datum-1'] }));
          expect(progress.at(-1)).toBe(1);
        });
    });

    it('reads the offenses an individualized assessment asks about', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, EVERY_QUESTION)
        .uponReceiving('a request for the criminal offenses of a request')
        .withRequest('GET', '/requests/rpr-every-1/criminalOffenses', (b) => b.headers(signedIn(EVERY_QUESTION.canary)))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            offenses: eachLike({
              id: string('offense-1'),
              specificOffense: string('Petty theft'),
              effectiveDate: string('2019-04-12'),
            }),
          }),
        )
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, EVERY_QUESTION.canary).getCriminalOffenses(EVERY_QUESTION.rprId)).toEqual(
            ok([{ id: 'offense-1', specificOffense: 'Petty theft', effectiveDate: '2019-04-12' }]),
          ),
        ));
  });

  describe('checking documents', () => {
    it('asks whether uploaded images are readable, repeating datumId', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, { ...APPLICANT, datumIds: DATUM_IDS })
        .uponReceiving('a readability check of two uploaded images')
        .withRequest('GET', '/IDReadabilityCheck', (b) => b.headers(signedIn()).query({ datumId: DATUM_IDS }))
        .willRespondWith(200, (b) => b.jsonBody({ readable: boolean(true) }))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).checkReadability(DATUM_IDS)).toEqual(
            ok({ readable: true, failureReason: null }),
          ),
        ));

    it('hears why the provider cannot read uploaded images', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, { ...ID_RETRY, datumIds: DATUM_IDS, verificationUpload: true })
        .uponReceiving('a readability check of two uploaded images the provider cannot read')
        .withRequest('GET', '/IDReadabilityCheck', (b) =>
          b.headers(signedIn(ID_RETRY.canary)).query({ datumId: DATUM_IDS }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ readable: boolean(false), failureReason: string('GLARE') }))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, ID_RETRY.canary).checkReadability(DATUM_IDS)).toEqual(
            ok({ readable: false, failureReason: 'GLARE' }),
          ),
        ));

    it('uploads a document scan for verification', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('an upload of a document scan for verification')
        .withRequest('POST', '/IDVerify', (b) => b.headers(sendingJson()).jsonBody(documentScan()))
        .willRespondWith(200, (b) => b.jsonBody(uploadedBody))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).verifyId(documentScan())).toEqual(ok({ datumIds: ['datum-1'] })),
        ));

    it('polls the verification status of uploaded data', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, { ...APPLICANT, datumIds: DATUM_IDS })
        .uponReceiving('a request for the verification status of two uploaded images')
        .withRequest('GET', '/IDVerify', (b) => b.headers(signedIn()).query({ datumId: DATUM_IDS }))
        .willRespondWith(200, (b) => b.jsonBody({ status: regex('^(waiting|ok|failed)$', 'waiting') }))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).getVerification(DATUM_IDS)).toEqual(ok({ status: 'waiting' })),
        ));

    it('submits a document scan the legacy way', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a legacy submission of a document scan')
        .withRequest('POST', '/IDSubmit', (b) => b.headers(sendingJson()).jsonBody(documentScan()))
        .willRespondWith(200, (b) => b.jsonBody(uploadedBody))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).submitId(documentScan())).toEqual(ok({ datumIds: ['datum-1'] })),
        ));

    // Spec 000 §2's interview link with spec 000 §7's one call, whether or not the service also
    // offers this project's hand-off codes: a text never needs them.
    it.each([
      ["whose service has the spec's calls alone", SPEC_CALLS_ONLY],
      ['whose service offers hand-off codes', WITH_CODES],
    ] as const)('texts the interview link to a phone without a way back, for a request %s', (_kind, params) =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, params)
        .uponReceiving(
          params.handoffCodes
            ? 'a request to text the interview link to a phone'
            : 'a request to text the interview link to a phone, the service offering no hand-off codes',
        )
        .withRequest('POST', '/notifications', (b) =>
          b.headers(sendingJson()).jsonBody({
            notificationMethod: 'sms',
            continueUrl: 'http://127.0.0.1:8080/question/core-ssn?q=core.ssn#/interview/rpr-applicant-1',
            enableReturn: false,
            recipient: '+15555550123',
            authToken: 'canary-1',
          }),
        )
        .willRespondWith(204)
        .executeTest(async (mock) => {
          const result = await serviceAt(mock.url).sendText({
            recipient: '+15555550123',
            continueUrl: 'http://127.0.0.1:8080/question/core-ssn?q=core.ssn#/interview/rpr-applicant-1',
            authToken: 'canary-1',
          });
          expect(result).toEqual(ok(undefined));
        }),
    );

    it("is refused with 429 once the question's texts are spent (the service's limit, contracts/README.md)", () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, { ...APPLICANT, delegations: { 'core.ssn': 2 } })
        .uponReceiving('a request to text the interview link of a question whose texts are spent')
        .withRequest('POST', '/notifications', (b) =>
          b.headers(sendingJson()).jsonBody({
            notificationMethod: 'sms',
            continueUrl: 'http://127.0.0.1:8080/question/core-ssn?q=core.ssn#/interview/rpr-applicant-1',
            enableReturn: false,
            recipient: '+15555550123',
            authToken: 'canary-1',
          }),
        )
        .willRespondWith(429)
        .executeTest(async (mock) => {
          const result = await serviceAt(mock.url).sendText({
            recipient: '+15555550123',
            continueUrl: 'http://127.0.0.1:8080/question/core-ssn?q=core.ssn#/interview/rpr-applicant-1',
            authToken: 'canary-1',
          });
          expect(result).toEqual(err(expect.objectContaining({ kind: 'http', status: 429 })));
        }));
  });

  describe("hand-off to a phone (this project's addition)", () => {
    it('mints a hand-off code for the session', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, WITH_CODES)
        .uponReceiving('a request for a hand-off code')
        .withRequest('POST', '/handoffs', (b) => b.headers(sendingJson()).jsonBody({ attrType: 'core.ssn' }))
        .willRespondWith(201, (b) =>
          b.jsonBody({
            code: string('handoff-abc'),
            expiresAt: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, '2026-11-24T04:15:00.000Z'),
          }),
        )
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).createHandoff('core.ssn')).toEqual(
            ok({ code: 'handoff-abc', expiresAt: Date.UTC(2026, 10, 24, 4, 15) }),
          ),
        ));

    it('refuses to mint a hand-off code without a session', () =>
      pact
        .addInteraction()
        .uponReceiving('a request for a hand-off code without a session')
        .withRequest('POST', '/handoffs', (b) =>
          b.headers({ ...accepts, 'Content-Type': 'application/json' }).jsonBody({ attrType: 'core.ssn' }),
        )
        .willRespondWith(401)
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, null).createHandoff('core.ssn')).toEqual({
            ok: false,
            error: expect.objectContaining({ kind: 'http', status: 401, reason: 'unauthorized-ido' }),
          }),
        ));

    it.each([
      ['fresh', false],
      ['used', true],
    ] as const)('reads whether a phone used a %s hand-off code, for the session that minted it', (status, used) =>
      pact
        .addInteraction()
        .given(A_HANDOFF_CODE, { ...HANDOFF, code: `handoff-${status}`, status })
        .uponReceiving(`the status of a ${status} hand-off code`)
        .withRequest('GET', `/handoffs/handoff-${status}`, (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            used,
            expiresAt: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, '2026-11-24T04:15:00.000Z'),
          }),
        )
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).getHandoff(`handoff-${status}`)).toEqual(
            ok({ used, expiresAt: Date.UTC(2026, 10, 24, 4, 15) }),
          ),
        ),
    );

    it('answers 404 when the session asks about a code it did not mint', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, WITH_CODES)
        .uponReceiving('the status of an unknown hand-off code')
        .withRequest('GET', '/handoffs/handoff-unknown', (b) => b.headers(signedIn()))
        .willRespondWith(404)
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).getHandoff('handoff-unknown')).toEqual({
            ok: false,
            error: expect.objectContaining({ kind: 'http', status: 404, reason: 'unknown-request' }),
          }),
        ));

    it('redeems a hand-off code for its session without a session of its own', () =>
      pact
        .addInteraction()
        .given(A_HANDOFF_CODE, HANDOFF)
        .uponReceiving('a hand-off code redeemed')
        .withRequest('POST', '/handoffs/handoff-1/session', (b) => b.headers(accepts))
        .willRespondWith(200, (b) => b.jsonBody({ rprId: 'rpr-applicant-1', canary: 'canary-1', attrType: 'core.ssn' }))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, null).redeemHandoff('handoff-1')).toEqual(
            ok({ rprId: 'rpr-applicant-1', canary: 'canary-1', attrType: 'core.ssn' }),
          ),
        ));

    it('maps an unknown hand-off code to unknown-request', () =>
      pact
        .addInteraction()
        .uponReceiving('an unknown hand-off code redeemed')
        .withRequest('POST', '/handoffs/handoff-unknown/session', (b) => b.headers(accepts))
        .willRespondWith(404)
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, null).redeemHandoff('handoff-unknown')).toEqual({
            ok: false,
            error: expect.objectContaining({ kind: 'http', status: 404, reason: 'unknown-request' }),
          }),
        ));

    it.each([
      ['used', 'TokenRedeemed'],
      ['expired', 'TokenExpired'],
    ] as const)('maps a %s hand-off code to %s', (status, reason) =>
      pact
        .addInteraction()
        .given(A_HANDOFF_CODE, { ...HANDOFF, code: `handoff-${status}`, status })
        .uponReceiving(`a ${status} hand-off code redeemed`)
        .withRequest('POST', `/handoffs/handoff-${status}/session`, (b) => b.headers(accepts))
        .willRespondWith(410, (b) => b.jsonBody({ reason, message: string('The hand-off code is gone') }))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, null).redeemHandoff(`handoff-${status}`)).toEqual({
            ok: false,
            error: expect.objectContaining({ kind: 'http', status: 410, reason }),
          }),
        ),
    );
  });

  describe('finishing', () => {
    it('pays with the card provider token', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, PAYMENT)
        .uponReceiving('a payment of the balance due with a card token')
        .withRequest('POST', '/payments', (b) =>
          b.headers(sendingJson(PAYMENT.canary)).jsonBody({ paymentToken: 'tok_visa' }),
        )
        .willRespondWith(204)
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, PAYMENT.canary).pay('tok_visa')).toEqual(ok(undefined)),
        ));

    it('gives consent', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('an accepted consent')
        .withRequest('PUT', '/requests/rpr-applicant-1/consent', (b) =>
          b.headers(sendingJson()).jsonBody({ reply: 'accepted' }),
        )
        .willRespondWith(204)
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).giveConsent(APPLICANT.rprId)).toEqual(ok(undefined)),
        ));

    it('requests the transition and learns none is needed', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a request for the transition of a request without a continue link')
        .withRequest('GET', '/requests/rpr-applicant-1/requestTransition', (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) => b.jsonBody({ status: 'transitionNotNeeded' }))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).requestTransition(APPLICANT.rprId)).toEqual(
            ok({ status: 'transitionNotNeeded' }),
          ),
        ));

    it('reads who is signed in', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a request for the signed-in user')
        .withRequest('GET', '/userInfo', (b) => b.headers(signedIn()))
        .willRespondWith(200, (b) =>
          b.jsonBody({ email: string('pat.applicant@example.com'), auth_domain: { domain: string('example.com') } }),
        )
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url).getUserInfo()).toEqual(
            ok({ email: 'pat.applicant@example.com', authDomain: 'example.com' }),
          ),
        ));

    it('logs out', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a log out')
        .withRequest('DELETE', '/auth', (b) => b.headers(signedIn()))
        .willRespondWith(204)
        .executeTest(async (mock) => expect(await serviceAt(mock.url).logout()).toEqual(ok(undefined))));

    it('asks the chatbot a question within its conversation', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a question to the chatbot')
        .withRequest('POST', '/chatbots/evie/completions', (b) =>
          b
            .headers({ ...sendingJson(), 'Session-Id': 'chat-session-1', 'Accept-Language': 'en' })
            .jsonBody({ question: { content: 'How long does the check take?' } }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ answer: { content: string('Most checks finish within three business days.') } }),
        )
        .executeTest(async (mock) =>
          expect(
            await serviceAt(mock.url).askChatbot('evie', 'chat-session-1', 'How long does the check take?', 'en'),
          ).toEqual(ok('Most checks finish within three business days.')),
        ));

    it('asks the chatbot in the language the applicant reads (Accept-Language, issue 28)', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a question to the chatbot in Spanish')
        .withRequest('POST', '/chatbots/evie/completions', (b) =>
          b
            .headers({ ...sendingJson(), 'Session-Id': 'chat-session-2', 'Accept-Language': 'es' })
            .jsonBody({ question: { content: '¿Cuánto tarda la verificación?' } }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ answer: { content: string('La mayoría de las verificaciones terminan en unos días.') } }),
        )
        .executeTest(async (mock) =>
          expect(
            await serviceAt(mock.url).askChatbot('evie', 'chat-session-2', '¿Cuánto tarda la verificación?', 'es'),
          ).toEqual(ok('La mayoría de las verificaciones terminan en unos días.')),
        ));
  });

  describe('failures', () => {
    it('maps a call without a session to unauthorized-ido', () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .uponReceiving('a request for answers without a session')
        .withRequest('GET', '/attributeData', (b) => b.headers(accepts))
        .willRespondWith(401, (b) => b.jsonBody({ message: string('Not signed in') }))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, null).getAttributeData()).toEqual({
            ok: false,
            error: expect.objectContaining({ kind: 'http', status: 401, reason: 'unauthorized-ido' }),
          }),
        ));

    it("maps another request's session to unauthorized-ido", () =>
      pact
        .addInteraction()
        .given(AN_APPLICANT_REQUEST, APPLICANT)
        .given(AN_APPLICANT_REQUEST, { scenario: 'applicant', rprId: 'rpr-applicant-2', canary: 'canary-2' })
        .uponReceiving("a request for an interview with another request's session")
        .withRequest('GET', '/requests/rpr-applicant-1/interview', (b) => b.headers(signedIn('canary-2')))
        .willRespondWith(403)
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, 'canary-2').loadInterview(APPLICANT.rprId)).toEqual({
            ok: false,
            error: expect.objectContaining({ kind: 'http', status: 403, reason: 'unauthorized-ido' }),
          }),
        ));

    it('maps an unknown request to unknown-request', () =>
      pact
        .addInteraction()
        .uponReceiving('a request for the interview of an unknown request')
        .withRequest('GET', '/requests/rpr-unknown/interview', (b) => b.headers(accepts))
        .willRespondWith(404)
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, 'canary-unknown').loadInterview('rpr-unknown')).toEqual({
            ok: false,
            error: expect.objectContaining({ kind: 'http', status: 404, reason: 'unknown-request' }),
          }),
        ));

    it("keeps an expired request's TokenExpired reason", () =>
      pact
        .addInteraction()
        .given(AN_EXPIRED_REQUEST, { rprId: 'rpr-expired-1', canary: 'canary-expired' })
        .uponReceiving('a request for the interview of an expired request')
        .withRequest('GET', '/requests/rpr-expired-1/interview', (b) => b.headers(signedIn('canary-expired')))
        .willRespondWith(440, (b) => b.jsonBody({ reason: 'TokenExpired', message: string('The link has expired') }))
        .executeTest(async (mock) =>
          expect(await serviceAt(mock.url, 'canary-expired').loadInterview('rpr-expired-1')).toEqual({
            ok: false,
            error: expect.objectContaining({ kind: 'http', status: 440, reason: 'TokenExpired' }),
          }),
        ));
  });
});

// Last, once every interaction above has been written (see ./pact-output.ts).
it('is the pact committed in contracts/', () => output.matchCommitted());
