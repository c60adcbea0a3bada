import {
  readAttributeData,
  readInterviewSnapshot,
  readIssuer,
  readRelyingParty,
  readUserInfo,
} from '../../../src/adapters/http/interview-wire';
import {
  readAcademicProviders,
  readCriminalOffenses,
  readHandoffCode,
  readHandoffStatus,
  readReadability,
  readTransition,
  readUploaded,
  readVerification,
} from '../../../src/adapters/http/interview-wire-on-demand';

/** The readers of the interview service's answers: defaults where the spec gives one, refusals naming the field. */
const question = { attrType: 'core.ssn', type: 'ssn' };

describe('the interview state', () => {
  it('reads a minimal interview with the spec defaults', () => {
    const result = readInterviewSnapshot({ questions: [question] });
    expect(result).toEqual({
      ok: true,
      value: {
        questions: [expect.objectContaining({ attrType: 'core.ssn', complete: false })],
        balance: { amount: 0, currency: 'USD' },
        consentGiven: false,
        summary: null,
        featureFlags: {},
        user: { email: null, authDomain: null, transitionUrl: null },
        delegationsRequested: {},
        verificationsRequested: {},
      },
    });
  });

  it('reads the counts the service kept per question, in the shapes of spec 000 §3', () => {
    const result = readInterviewSnapshot({
      questions: [question],
      delegationsRequested: { 'core.ssn': { requests: 2, status: 'success' } },
      verificationsRequested: {
        'identity_assurance.document_verification.us_issued': {
          result: 'failed',
          failureReason: 'GLARE',
          failures: 1,
          resolutionAttempts: 3,
          datumIds: ['datum-1'],
        },
      },
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        delegationsRequested: { 'core.ssn': { requests: 2 } },
        verificationsRequested: {
          'identity_assurance.document_verification.us_issued': { failures: 1, resolutionAttempts: 3 },
        },
      }),
    });
  });

  it("leaves out a question whose counts are not whole numbers from 0, so the page's own count stands", () => {
    const result = readInterviewSnapshot({
      questions: [question],
      delegationsRequested: { a: { requests: -1 }, b: { requests: '2' }, c: null, d: { status: 'error' }, e: 3 },
      verificationsRequested: { a: { failures: 1.5, resolutionAttempts: 0 }, b: { failures: 2 } },
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        delegationsRequested: { d: { requests: 0 } },
        verificationsRequested: { b: { failures: 2, resolutionAttempts: 0 } },
      }),
    });
  });

  it('refuses counts that are not an object of questions', () => {
    expect(readInterviewSnapshot({ questions: [question], delegationsRequested: [1] }).ok).toBe(false);
    expect(readInterviewSnapshot({ questions: [question], verificationsRequested: 'none' }).ok).toBe(false);
  });

  it('reads every field of a full interview', () => {
    const result = readInterviewSnapshot({
      questions: [question],
      balance: { amount: 25, currency: 'usd' },
      consentGiven: true,
      summary: 'Two checks',
      featureFlags: { rpr_constant_polling_enabled: false },
      user: { email: 'pat@example.com', authDomain: 'example.com', transitionUrl: 'https://next.example/' },
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        balance: { amount: 25, currency: 'USD' },
        consentGiven: true,
        summary: 'Two checks',
        featureFlags: { rpr_constant_polling_enabled: false },
        user: { email: 'pat@example.com', authDomain: 'example.com', transitionUrl: 'https://next.example/' },
      }),
    });
  });

  it("reads a question's texts in other languages under metadata.translations (issue 28)", () => {
    const translated = {
      ...question,
      metadata: { title: 'SSN', translations: { es: { title: 'Número de Seguro Social (SSN)', description: 4 } } },
    };
    const result = readInterviewSnapshot({ questions: [translated] });
    expect(result.ok && result.value.questions[0]?.metadata).toEqual({
      title: 'SSN',
      translations: { es: { title: 'Número de Seguro Social (SSN)' } },
    });
  });

  it('leaves out feature flags that are not true or false so their defaults apply', () => {
    const result = readInterviewSnapshot({ questions: [], featureFlags: { a: true, b: 'yes', c: null } });
    expect(result.ok && result.value.featureFlags).toEqual({ a: true });
  });

  it.each([
    [{ questions: [question], balance: { amount: -1, currency: 'USD' } }, 'balance.amount'],
    [{ questions: [question], consentGiven: 'yes' }, 'consentGiven'],
    [{ questions: [question], user: { email: 7 } }, 'user.email'],
    [{ questions: [question], summary: 3 }, 'summary'],
    [{ questions: [{ type: 'ssn' }] }, 'attrType'],
    [[], 'the interview'],
  ])('refuses %j naming %s', (body, field) => {
    const result = readInterviewSnapshot(body);
    expect(result).toEqual({ ok: false, error: expect.stringContaining(field) });
  });
});

describe('the issuer', () => {
  it('reads an issuer with only its id and name, the rest empty', () => {
    expect(readIssuer({ id: 'cn=acme', displayName: 'Acme' })).toEqual({
      ok: true,
      value: {
        id: 'cn=acme',
        displayName: 'Acme',
        primaryColor: null,
        wordmarkUri: null,
        consentHtml: {},
        unreadConsentHtml: [],
        supportContactInfo: null,
        idoConfirmationMessage: null,
        idoStatusMessages: {},
        privacyPolicy: null,
        translations: {},
      },
    });
  });

  it("reads the issuer's translations (issue 28), leaving out what it cannot read and listing unreadable consent texts", () => {
    const result = readIssuer({
      id: 'cn=acme',
      displayName: 'Acme',
      consentHtml: { 'consent.fcra': '<p>Consent</p>', 'consent.number': 7 },
      translations: {
        es: {
          consentHtml: { 'consent.fcra': '<p>Consentimiento</p>', 'consent.fcra.authorized': ['<p>x</p>'] },
          idoConfirmationMessage: { headingText: '¡Gracias!', messageText: 5 },
          idoStatusMessages: { complete: { msg: 'Completa' } },
          privacyPolicy: { headline: 'Privacidad' },
        },
        fr: { idoConfirmationMessage: { headingText: 'Merci' } },
      },
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        unreadConsentHtml: ['consent.number', 'es:consent.fcra.authorized'],
        translations: {
          es: {
            consentHtml: { 'consent.fcra': { html: '<p>Consentimiento</p>', data: {} } },
            idoConfirmationMessage: { headingText: '¡Gracias!' },
            idoStatusMessages: { complete: { msg: 'Completa' } },
            privacyPolicy: { headline: 'Privacidad' },
          },
        },
      }),
    });
  });

  it.each([['translations'], [7], [['es']], [null]])(
    'never fails the issuer over translations of %j',
    (translations) => {
      expect(readIssuer({ id: 'cn=acme', displayName: 'Acme', translations })).toEqual({
        ok: true,
        value: expect.objectContaining({ translations: {} }),
      });
    },
  );

  it('keeps consent HTML given as text, with data or under data, and status messages that have a text', () => {
    const result = readIssuer({
      id: 'cn=acme',
      displayName: 'Acme',
      consentHtml: {
        'consent.fcra': '<p>Consent</p>',
        'consent.fcra.authorized': { html: '<p>{{company}} checks</p>', data: { company: 'Acme', year: 2026 } },
        'consent.other': null,
        'consent.list': ['<p>x</p>'],
        'consent.no_html': { data: { company: 'Acme' } },
        'consent.fcra.reviewed_disclosure': { data: '<p>Reviewed</p>' },
        'consent.number': 7,
      },
      idoStatusMessages: { complete: { msg: 'Done', url: 'https://acme.example' }, timeout: { url: 'x' } },
      supportContactInfo: { email: 'help@acme.example', phone: '+15555550100' },
      idoConfirmationMessage: { headingText: 'Thanks' },
      privacyPolicy: { url: 'https://acme.example/privacy' },
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        consentHtml: {
          'consent.fcra': { html: '<p>Consent</p>', data: {} },
          'consent.fcra.authorized': { html: '<p>{{company}} checks</p>', data: { company: 'Acme', year: 2026 } },
          'consent.fcra.reviewed_disclosure': { html: '<p>Reviewed</p>', data: {} },
        },
        // Listed by key, never content; a null entry is the issuer having none.
        unreadConsentHtml: ['consent.list', 'consent.no_html', 'consent.number'],
        idoStatusMessages: { complete: { msg: 'Done', url: 'https://acme.example', urlTitle: null } },
        supportContactInfo: { email: 'help@acme.example', phone: '+15555550100', url: null, urlTitle: null },
        idoConfirmationMessage: { headingText: 'Thanks', messageText: null },
        privacyPolicy: { headline: null, message: null, url: 'https://acme.example/privacy', title: null },
      }),
    });
  });

  it('refuses an issuer without a display name', () => {
    expect(readIssuer({ id: 'cn=acme' })).toEqual({ ok: false, error: expect.stringContaining('displayName') });
  });
});

describe('small answers', () => {
  it('reads a relying party only with a distinguished name', () => {
    expect(readRelyingParty({ dn: 'cn=acme' })).toEqual({ ok: true, value: { dn: 'cn=acme' } });
    expect(readRelyingParty({ dn: '' }).ok).toBe(false);
  });

  it('reads a numeric academic provider id as text', () => {
    expect(readAcademicProviders({ providers: [{ id: 12, name: 'State University' }] })).toEqual({
      ok: true,
      value: [{ id: '12', name: 'State University' }],
    });
  });

  it('names the provider that lacks a name', () => {
    expect(readAcademicProviders({ providers: [{ id: 'a', name: 'A' }, { id: 'b' }] })).toEqual({
      ok: false,
      error: expect.stringContaining('providers[1].name'),
    });
  });

  it('reads no stored answers as an empty set', () => {
    expect(readAttributeData(null)).toEqual({ ok: true, value: {} });
    expect(readAttributeData({ 'core.ssn': '123456789' })).toEqual({ ok: true, value: { 'core.ssn': '123456789' } });
  });

  it('refuses datum ids that are not texts', () => {
    expect(readUploaded({ datumIds: [1] }).ok).toBe(false);
    expect(readUploaded({ datumIds: ['d1'] })).toEqual({ ok: true, value: { datumIds: ['d1'] } });
  });

  it('drops the failure reason of a readable image', () => {
    expect(readReadability({ readable: true, failureReason: 'GLARE' })).toEqual({
      ok: true,
      value: { readable: true, failureReason: null },
    });
    expect(readReadability({ readable: 'yes' }).ok).toBe(false);
  });

  it.each([
    [{ status: 'waiting' }, { status: 'waiting' }],
    [{ status: 'ok' }, { status: 'ok' }],
    [
      { status: 'failed', reason: 'EXPIRED_DOCUMENT' },
      { status: 'failed', reason: 'EXPIRED_DOCUMENT' },
    ],
    [{ status: 'failed' }, { status: 'failed', reason: null }],
    [{ status: 3 }, { status: 'unknown', raw: '3' }],
    [{}, { status: 'unknown', raw: 'absent' }],
  ])('reads the verification status %j', (body, value) => {
    expect(readVerification(body)).toEqual({ ok: true, value });
  });

  it('reads a ready transition with its destination', () => {
    expect(readTransition({ status: 'transitionReady', transitionUri: 'https://next.example/' })).toEqual({
      ok: true,
      value: { status: 'transitionReady', transitionUri: 'https://next.example/' },
    });
    expect(readTransition({ status: 'maybe' }).ok).toBe(false);
  });

  it('reads the user info with or without an auth domain', () => {
    expect(readUserInfo({ email: 'pat@example.com', auth_domain: { domain: 'example.com' } })).toEqual({
      ok: true,
      value: { email: 'pat@example.com', authDomain: 'example.com' },
    });
    expect(readUserInfo({ email: 'pat@example.com' })).toEqual({
      ok: true,
      value: { email: 'pat@example.com', authDomain: null },
    });
  });

  it('reads offenses through the domain reader, absent ones as none', () => {
    expect(readCriminalOffenses({})).toEqual({ ok: true, value: [] });
    expect(readCriminalOffenses({ offenses: [{ id: 4 }] })).toEqual({ ok: true, value: [{ id: 4 }] });
    expect(readCriminalOffenses({ offenses: [{}] })).toEqual({ ok: false, error: expect.stringContaining('id') });
  });
});

describe('hand-off codes', () => {
  const expiresAt = '2026-11-24T04:15:00.000Z';

  it('reads a minted code with its expiry as epoch milliseconds', () => {
    expect(readHandoffCode({ code: 'H1', expiresAt })).toEqual({
      ok: true,
      value: { code: 'H1', expiresAt: Date.UTC(2026, 10, 24, 4, 15) },
    });
    expect(readHandoffCode({ code: '', expiresAt }).ok).toBe(false);
    expect(readHandoffCode({ code: 'H1', expiresAt: 'in fifteen minutes' })).toEqual({
      ok: false,
      error: 'expiresAt must be an ISO 8601 date and time',
    });
  });

  it('reads whether a code was used, and refuses an answer that does not say so plainly', () => {
    expect(readHandoffStatus({ used: true, expiresAt })).toEqual({
      ok: true,
      value: { used: true, expiresAt: Date.UTC(2026, 10, 24, 4, 15) },
    });
    expect(readHandoffStatus({ used: false, expiresAt })).toEqual({
      ok: true,
      value: { used: false, expiresAt: Date.UTC(2026, 10, 24, 4, 15) },
    });
    // A missing or non-boolean 'used' is not read as 'not used': the desktop would wait in vain.
    expect(readHandoffStatus({ expiresAt })).toEqual({
      ok: false,
      error: expect.stringContaining('used must be true or false'),
    });
    expect(readHandoffStatus({ used: 'yes', expiresAt }).ok).toBe(false);
    expect(readHandoffStatus({ used: true }).ok).toBe(false);
    expect(readHandoffStatus({ used: true, expiresAt: 'soon' }).ok).toBe(false);
    expect(readHandoffStatus([true]).ok).toBe(false);
  });
});
