import { displayStateOf } from '../../src/domain/request-status/display-state';
import { parseRequestRecord } from '../../src/domain/request-status/request-record';
import { describeRequest } from '../../src/domain/request-status/request-report';
import { calendarDateOf } from '../../src/domain/shared/calendar-date';
import { INPUT_KINDS } from '../../src/domain/questions/input-kind';
import { parseQuestionList } from '../../src/domain/questions/question-list';
import { APPLICANT_SCENARIOS } from '../../sandbox/catalogue/applicant-scenarios';
import { readIssuer } from '../../src/adapters/http/interview-wire';
import { issuerTextsIn } from '../../src/domain/language/issuer-texts';
import { questionsIn } from '../../src/domain/language/question-texts';
import { testSandbox } from './sandbox-client';

const REQUIRED = [
  'applicant',
  'applicant-payment',
  'applicant-every-question',
  'applicant-insurance',
  'applicant-selfie',
  'applicant-selfie-text-only',
  'applicant-documents',
  'applicant-us-documents',
  'applicant-id-scan',
  'applicant-id-retry',
  'applicant-id-unknown',
  'applicant-id-timeout',
  'applicant-processing',
  'applicant-processing-8-days',
  'applicant-processing-14-days',
  'applicant-complete',
  'applicant-timeout',
  'applicant-canceled',
  'applicant-insurance-canceled',
  'applicant-video-selfie',
  'applicant-video-selfie-retry',
  'applicant-video-selfie-locked',
  'applicant-custom-form',
  'applicant-licence-form',
  'applicant-locked-form',
  'applicant-spanish',
  'expired-link',
  'business-home-services',
  'business-professional-services',
  'business-single-owner',
  'business-immediate',
  'business-long-addresses',
  'business-case-passed',
  'business-case-dropoff',
];

describe('sandbox scenarios', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  it('lists every scenario the issue names, each with a description', async () => {
    const listed = (await sandbox.call({ method: 'GET', url: '/__sandbox/scenarios' })).json<
      { name: string; description: string }[]
    >();
    expect(listed.map((s) => s.name)).toEqual(REQUIRED);
    for (const s of listed) expect(s.description.length).toBeGreaterThan(10);
  });

  it('gives each new instance its own link on the caller host', async () => {
    const first = await sandbox.scenario('applicant');
    const second = await sandbox.scenario('applicant');
    expect(first.origin).toBe('http://attest.test');
    expect(first.searchParams.get('rprId')).not.toBe(second.searchParams.get('rprId'));
    expect(first.searchParams.get('canary')).not.toBe(second.searchParams.get('canary'));
  });

  it.each(['nope', 'valueOf', 'constructor', '__proto__'])(
    'answers 404 for a scenario it does not know: %s',
    async (name) => {
      const reply = await sandbox.call({ method: 'POST', url: `/__sandbox/scenarios/${name}` });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: 'No scenario has this name' });
    },
  );

  it('links a business owner to the v2 landing route with an auth code that authorizes', async () => {
    const link = await sandbox.scenario('business-home-services');
    const [, , , caseId] = link.pathname.split('/');
    expect(link.pathname).toMatch(/^\/v2\/google-login\/\d+$/);
    const reply = await sandbox.call({
      method: 'POST',
      url: `/api/gls/v1/case/${caseId}/authorizations`,
      payload: { auth_code: link.searchParams.get('auth_code') },
    });
    expect(reply.statusCode).toBe(200);
  });

  it('makes the expired link point at a request that does not exist', async () => {
    const link = await sandbox.scenario('expired-link');
    const reply = await sandbox.call({
      method: 'GET',
      url: `/api/interview/requests/${link.searchParams.get('rprId')}/interview`,
      headers: { 'x-csrf-token': link.searchParams.get('canary')! },
    });
    expect(reply.statusCode).toBe(404);
  });

  it('asks every input kind of spec 001 once in applicant-every-question, in a list the app can read', async () => {
    const own = await sandbox.applicant('applicant-every-question');
    const list = parseQuestionList((await own.api('GET', `/requests/${own.rprId}/interview`)).json());
    if (!list.ok) throw new Error(list.error);
    expect([...list.value.map((q) => q.type)].sort()).toEqual([...INPUT_KINDS].sort());
    expect((await own.api('GET', `/requests/${own.rprId}/criminalOffenses`)).json().offenses).toHaveLength(1);
  });

  it.each([
    ['applicant', 'new'],
    ['applicant-processing', 'processing'],
    ['applicant-processing-8-days', 'processing'],
    ['applicant-processing-14-days', 'processing'],
    ['applicant-complete', 'complete'],
    ['applicant-timeout', 'timeout'],
    ['applicant-canceled', 'canceled'],
    ['applicant-insurance-canceled', 'canceled'],
  ])('shows %s on the status page as %s', async (name, shown) => {
    const { api, rprId } = await sandbox.applicant(name);
    const record = parseRequestRecord((await api('GET', `/requests/${rprId}`)).json());
    if (!record.ok) throw new Error(record.error);
    expect(displayStateOf(record.value)).toBe(shown);
  });

  it.each([
    ['applicant-processing-8-days', 8, ['delay-7']],
    ['applicant-processing-14-days', 14, ['delay-13']],
  ])('has %s submitted %i days ago, every question answered and consent given', async (name, days, notices) => {
    const { api, rprId } = await sandbox.applicant(name);
    const record = parseRequestRecord((await api('GET', `/requests/${rprId}`)).json());
    if (!record.ok) throw new Error(record.error);
    const report = describeRequest(record.value, calendarDateOf(new Date(sandbox.clock.now)));
    expect([report.daysProcessing, report.notices]).toEqual([days, notices]);
    const list = parseQuestionList((await api('GET', `/requests/${rprId}/interview`)).json());
    if (!list.ok) throw new Error(list.error);
    expect(list.value.every((q) => q.complete)).toBe(true);
    expect((await api('GET', `/requests/${rprId}/interview`)).json().consentGiven).toBe(true);
  });

  it('asks the payment scenario for USD 25.00 and the applicant scenario for nothing', async () => {
    const paying = await sandbox.applicant('applicant-payment');
    const free = await sandbox.applicant('applicant');
    expect((await paying.api('GET', `/requests/${paying.rprId}/interview`)).json().balance).toEqual({
      amount: 25,
      currency: 'USD',
    });
    expect((await free.api('GET', `/requests/${free.rprId}/interview`)).json().balance.amount).toBe(0);
  });

  it('names Acme Staffing as the applicant scenario issuer, its consent text given with data', async () => {
    const { api, rprId } = await sandbox.applicant();
    const { dn } = (await api('GET', `/requests/${rprId}/relyingParty`)).json<{ dn: string }>();
    const issuer = await api(
      'GET',
      `/identity/distinguishedNames?dn=${encodeURIComponent(dn)}&includeConsentText=true`,
    );
    expect(issuer.json()).toMatchObject({
      displayName: 'Acme Staffing',
      consentHtml: {
        'consent.fcra': { html: expect.stringContaining('{{company}}'), data: { company: 'Acme Staffing' } },
      },
    });
    const ownCheckIssuer = await api(
      'GET',
      `/identity/distinguishedNames?dn=${encodeURIComponent('cn=gls-acme-home,ou=issuers,o=attest')}`,
    );
    // The other issuer gives its consent HTML alone, so the sandbox serves both shapes.
    expect(ownCheckIssuer.json()).toMatchObject({ consentHtml: { 'consent.fcra': expect.any(String) } });
  });

  it("gives applicant-spanish's issuer and questions in Spanish as the app reads them, English where it gives none", async () => {
    const { api, rprId } = await sandbox.applicant('applicant-spanish');
    const { dn } = (await api('GET', `/requests/${rprId}/relyingParty`)).json<{ dn: string }>();
    const read = readIssuer(
      (await api('GET', `/identity/distinguishedNames?dn=${encodeURIComponent(dn)}&includeConsentText=true`)).json(),
    );
    if (!read.ok) throw new Error(read.error);
    expect(read.value.unreadConsentHtml).toEqual([]);
    const spanish = issuerTextsIn(read.value, 'es');
    expect(spanish.displayName).toBe('Acme Health');
    expect(spanish.consentHtml['consent.fcra']).toEqual({
      html: expect.stringContaining('informe del consumidor'),
      data: { company: 'Acme Health', agency: 'Attest Screening Services' },
    });
    expect(spanish.idoConfirmationMessage?.headingText).toBe('Gracias por presentar su solicitud a Acme Health');
    expect(spanish.idoStatusMessages.complete?.msg).toMatch(/^Su verificación de antecedentes está completa/);
    expect(spanish.idoStatusMessages.timeout?.msg).toBe(read.value.idoStatusMessages.timeout?.msg);
    expect(spanish.privacyPolicy?.headline).toBe('Su privacidad');

    const list = parseQuestionList((await api('GET', `/requests/${rprId}/interview`)).json());
    if (!list.ok) throw new Error(list.error);
    expect(questionsIn(list.value, 'es').map((q) => [q.metadata.title, q.metadata.description])).toEqual([
      ['Nombre completo', 'Tal como aparece en su documento de identidad oficial.'],
      ['Número de Seguro Social (SSN)', 'Solo lo usamos para su verificación de antecedentes.'],
      ['Fecha de nacimiento', 'Nos ayuda a encontrar sus registros.'],
      ['Dirección de su domicilio', 'Where you live now.'],
      ['Consentimiento para la verificación de antecedentes', 'Lea la divulgación y dé su consentimiento.'],
    ]);
  });

  it('asks the biometric consent before the selfie in applicant-selfie, which the consent unhides', async () => {
    const own = await sandbox.applicant('applicant-selfie');
    const questions = parseQuestionList((await own.api('GET', `/requests/${own.rprId}/interview`)).json());
    expect(questions.ok && questions.value.map((q) => [q.attrType, q.type])).toEqual([
      ['core.fullname', 'full-name'],
      ['consent.biometric.authorization', 'consent'],
      ['identity_assurance.selfie', 'selfie'],
    ]);
  });
});

describe("the scenarios' own texts", () => {
  it('promise Evie nowhere: she is absent on phones (spec 000 §2), so only her launcher introduces her', () => {
    for (const [name, scenario] of APPLICANT_SCENARIOS) {
      const texts = JSON.stringify(scenario.shape(0).questions.map((question) => question.metadata));
      expect({ name, mentionsEvie: /evie/i.test(texts) }).toEqual({ name, mentionsEvie: false });
    }
  });
});
