import type { IssuerTexts } from '../../../src/domain/language/issuer-texts';
import { issuerTextsIn, readIssuerTranslations } from '../../../src/domain/language/issuer-texts';

/** An issuer's texts in English as the issuer reader gives them. */
const english = (extra: Partial<IssuerTexts> = {}): IssuerTexts => ({
  consentHtml: {
    'consent.fcra': {
      html: '<p>{{company}} may obtain a consumer report from {{agency}}.</p>',
      data: { company: 'Acme', agency: 'Attest' },
    },
    'consent.fcra.authorized': { html: '<p>I authorize the check.</p>', data: {} },
  },
  idoConfirmationMessage: { headingText: 'Thank you!', messageText: '<p>We will be in touch.</p>' },
  idoStatusMessages: {
    complete: { msg: 'Your check is complete.', url: 'https://acme.example/results', urlTitle: 'See results' },
    timeout: { msg: 'Your link timed out.', url: null, urlTitle: null },
  },
  privacyPolicy: {
    headline: 'Privacy',
    message: 'How we use your data.',
    url: 'https://acme.example/privacy',
    title: 'Privacy policy',
  },
  ...extra,
});

describe("reading the issuer's translations", () => {
  it('reads every part of a language the app speaks, in the shapes of the English fields', () => {
    const unread: string[] = [];
    const read = readIssuerTranslations(
      {
        es: {
          consentHtml: {
            'consent.fcra': { html: '<p>{{company}} puede obtener un informe.</p>', data: { agency: 'Attest ES' } },
            'consent.fcra.authorized': '<p>Autorizo la verificación.</p>',
            'consent.fcra.reviewed_disclosure': { data: '<p>Revisado</p>' },
          },
          idoConfirmationMessage: { headingText: '¡Gracias!' },
          idoStatusMessages: { complete: { msg: 'Su verificación está completa.' } },
          privacyPolicy: { headline: 'Privacidad', url: 'https://acme.example/es/privacidad' },
        },
      },
      unread,
    );
    expect(read).toEqual({
      es: {
        consentHtml: {
          'consent.fcra': { html: '<p>{{company}} puede obtener un informe.</p>', data: { agency: 'Attest ES' } },
          'consent.fcra.authorized': { html: '<p>Autorizo la verificación.</p>', data: {} },
          'consent.fcra.reviewed_disclosure': { html: '<p>Revisado</p>', data: {} },
        },
        idoConfirmationMessage: { headingText: '¡Gracias!' },
        idoStatusMessages: { complete: { msg: 'Su verificación está completa.' } },
        privacyPolicy: { headline: 'Privacidad', url: 'https://acme.example/es/privacidad' },
      },
    });
    expect(unread).toEqual([]);
  });

  it('ignores languages the app does not speak, and English, which is the fields themselves', () => {
    expect(
      readIssuerTranslations({ fr: { idoConfirmationMessage: { headingText: 'Merci' } }, en: {}, 'es-MX': {} }),
    ).toEqual({});
  });

  it.each([[undefined], [null], ['es'], [['es']], [{ es: 'hola' }], [{ es: null }]])(
    'reads no translation from %j, never failing',
    (raw) => {
      expect(readIssuerTranslations(raw)).toEqual({});
    },
  );

  it('leaves out what it cannot read, part by part, listing unreadable consent texts by language and key', () => {
    const unread: string[] = [];
    const read = readIssuerTranslations(
      {
        es: {
          consentHtml: { 'consent.fcra': 7, 'consent.other': null, 'consent.list': ['<p>x</p>'] },
          idoConfirmationMessage: { headingText: 5, messageText: '<p>Estaremos en contacto.</p>' },
          idoStatusMessages: { complete: 'Completa', timeout: { msg: 3, urlTitle: 'Ayuda' } },
          privacyPolicy: 'Privacidad',
        },
      },
      unread,
    );
    expect(read).toEqual({
      es: {
        consentHtml: {},
        idoConfirmationMessage: { messageText: '<p>Estaremos en contacto.</p>' },
        idoStatusMessages: { timeout: { urlTitle: 'Ayuda' } },
        privacyPolicy: {},
      },
    });
    expect(unread).toEqual(['es:consent.fcra', 'es:consent.list']);
  });

  it('keeps a status or attribute type named like a prototype key as data', () => {
    const read = readIssuerTranslations({ es: { idoStatusMessages: JSON.parse('{"__proto__": {"msg": "x"}}') } });
    expect(Object.keys(read.es?.idoStatusMessages ?? {})).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(read.es?.idoStatusMessages)).toBe(Object.prototype);
  });
});

describe("the issuer's texts in a language", () => {
  const translated = english({
    translations: readIssuerTranslations({
      es: {
        consentHtml: {
          'consent.fcra': { html: '<p>{{company}} puede obtener un informe del consumidor de {{agency}}.</p>' },
        },
        idoConfirmationMessage: { headingText: '¡Gracias!' },
        idoStatusMessages: { complete: { msg: 'Su verificación está completa.', urlTitle: 'Ver resultados' } },
        privacyPolicy: { headline: 'Privacidad', message: 'Cómo usamos sus datos.' },
      },
    }),
  });

  it('gives each text the translation gives, and the English as given for every other', () => {
    const spanish = issuerTextsIn(translated, 'es');
    expect(spanish.consentHtml).toEqual({
      // The English data fills the translation's placeholders.
      'consent.fcra': {
        html: '<p>{{company}} puede obtener un informe del consumidor de {{agency}}.</p>',
        data: { company: 'Acme', agency: 'Attest' },
      },
      'consent.fcra.authorized': { html: '<p>I authorize the check.</p>', data: {} },
    });
    expect(spanish.idoConfirmationMessage).toEqual({
      headingText: '¡Gracias!',
      messageText: '<p>We will be in touch.</p>',
    });
    expect(spanish.idoStatusMessages).toEqual({
      complete: {
        msg: 'Su verificación está completa.',
        url: 'https://acme.example/results',
        urlTitle: 'Ver resultados',
      },
      timeout: { msg: 'Your link timed out.', url: null, urlTitle: null },
    });
    expect(spanish.privacyPolicy).toEqual({
      headline: 'Privacidad',
      message: 'Cómo usamos sus datos.',
      url: 'https://acme.example/privacy',
      title: 'Privacy policy',
    });
  });

  it("fills a translation's placeholders from its own data first", () => {
    const issuer = english({
      translations: readIssuerTranslations({
        es: { consentHtml: { 'consent.fcra': { html: '<p>{{agency}}</p>', data: { agency: 'Attest (ES)' } } } },
      }),
    });
    expect(issuerTextsIn(issuer, 'es').consentHtml['consent.fcra']?.data).toEqual({
      company: 'Acme',
      agency: 'Attest (ES)',
    });
  });

  it('adds nothing the English leaves out: no attribute type, status or message part of its own', () => {
    const issuer = english({
      idoConfirmationMessage: { headingText: null, messageText: 'Thanks.' },
      privacyPolicy: null,
      translations: readIssuerTranslations({
        es: {
          consentHtml: { 'consent.fcra.reviewed_disclosure': '<p>Divulgación</p>' },
          idoConfirmationMessage: { headingText: '¡Gracias!' },
          idoStatusMessages: { in_process: { msg: 'En curso' }, timeout: { url: 'https://acme.example/es' } },
          privacyPolicy: { headline: 'Privacidad' },
        },
      }),
    });
    const spanish = issuerTextsIn(issuer, 'es');
    expect(Object.keys(spanish.consentHtml)).toEqual(['consent.fcra', 'consent.fcra.authorized']);
    expect(spanish.idoConfirmationMessage).toEqual({ headingText: null, messageText: 'Thanks.' });
    expect(Object.keys(spanish.idoStatusMessages)).toEqual(['complete', 'timeout']);
    expect(spanish.idoStatusMessages.timeout?.url).toBeNull();
    expect(spanish.privacyPolicy).toBeNull();
  });

  it('returns the issuer itself in English, without translations or in a language it gives nothing in', () => {
    expect(issuerTextsIn(translated, 'en')).toBe(translated);
    const plain = english();
    expect(issuerTextsIn(plain, 'es')).toBe(plain);
    const empty = english({ translations: {} });
    expect(issuerTextsIn(empty, 'es')).toBe(empty);
  });

  it('keeps every other field of the issuer as it is', () => {
    const issuer = { ...translated, id: 'cn=acme', displayName: 'Acme' };
    expect(issuerTextsIn(issuer, 'es')).toEqual(expect.objectContaining({ id: 'cn=acme', displayName: 'Acme' }));
  });
});
