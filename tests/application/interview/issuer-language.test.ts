import { autorun } from 'mobx';
import { readIssuerTranslations } from '../../../src/domain/language/issuer-texts';
import { showTexts } from '../../../src/domain/language/translation';
import { ok } from '../../../src/domain/shared/result';
import { issuerOf, question, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

// The harness's language brings the domain's Spanish: English back for the next test.
afterEach(() => showTexts('en'));

/** An issuer that writes its texts in English and gives some of them in Spanish (issue 28). */
const bilingualIssuer = () =>
  issuerOf({
    consentHtml: {
      'consent.fcra': { html: '<p>{{company}} may obtain a consumer report about you.</p>', data: { company: 'Acme' } },
      'consent.fcra.authorized': { html: '<p>I authorize the check.</p>', data: {} },
    },
    idoConfirmationMessage: { headingText: 'Thank you!', messageText: 'We will be in touch.' },
    idoStatusMessages: { complete: { msg: 'Your check is complete.', url: null, urlTitle: null } },
    privacyPolicy: { headline: 'Privacy', message: 'How we use your data.', url: null, title: null },
    translations: readIssuerTranslations({
      es: {
        consentHtml: { 'consent.fcra': '<p>{{company}} puede obtener un informe del consumidor sobre usted.</p>' },
        idoConfirmationMessage: { headingText: '¡Gracias!' },
        idoStatusMessages: { complete: { msg: 'Su verificación está completa.' } },
      },
    }),
  });

const bilingualQuestions = () =>
  snapshotOf({
    questions: [
      question('core.fullname', {
        type: 'full-name',
        metadata: {
          title: 'Full name',
          description: 'As on your ID.',
          translations: { es: { title: 'Nombre completo' } },
        },
      }),
      question('core.ssn', { type: 'ssn', metadata: { title: 'Social Security Number' } }),
    ],
  });

async function loadedBilingual() {
  const h = interviewHarness();
  h.service.issuer = bilingualIssuer();
  h.service.snapshot = bilingualQuestions();
  await h.loaded();
  return h;
}

describe("the issuer's and the questions' own texts follow the page's language", () => {
  it("switches the thank-you page's heading where the issuer gives Spanish, and keeps its English message", async () => {
    const h = await loadedBilingual();
    const screen = h.thankYou();
    expect([screen.heading, screen.message]).toEqual(['Thank you!', 'We will be in touch.']);

    await h.language.choose('es');
    expect([screen.heading, screen.message]).toEqual(['¡Gracias!', 'We will be in touch.']);

    await h.language.choose('en');
    expect(screen.heading).toBe('Thank you!');
  });

  it('switches the consent HTML, status message and privacy policy of the issuer the screens read, without loading again', async () => {
    const h = await loadedBilingual();
    const seen: (string | undefined)[] = [];
    const stop = autorun(() => seen.push(h.interview.issuer?.consentHtml['consent.fcra']?.html));

    await h.language.choose('es');
    stop();

    expect(seen).toEqual([
      '<p>{{company}} may obtain a consumer report about you.</p>',
      '<p>{{company}} puede obtener un informe del consumidor sobre usted.</p>',
    ]);
    const issuer = h.interview.issuer;
    expect(issuer?.consentHtml['consent.fcra']?.data).toEqual({ company: 'Acme' });
    expect(issuer?.consentHtml['consent.fcra.authorized']?.html).toBe('<p>I authorize the check.</p>');
    expect(issuer?.idoStatusMessages.complete?.msg).toBe('Su verificación está completa.');
    expect(issuer?.privacyPolicy?.headline).toBe('Privacy');
    expect(h.service.callsTo('getIssuer')).toHaveLength(1);
    expect(h.service.callsTo('loadInterview')).toHaveLength(1);
  });

  it("switches a question's title where it gives Spanish, on its tile and its screen, and keeps English elsewhere", async () => {
    const h = await loadedBilingual();
    const overview = h.overview();
    const titles = () => overview.tiles.map((tile) => [tile.attrType, tile.title, tile.description]);
    expect(titles()).toEqual(
      expect.arrayContaining([
        ['core.fullname', 'Full name', 'As on your ID.'],
        ['core.ssn', 'Social Security Number', null],
      ]),
    );

    await h.language.choose('es');

    expect(titles()).toEqual(
      expect.arrayContaining([
        ['core.fullname', 'Nombre completo', 'As on your ID.'],
        ['core.ssn', 'Social Security Number', null],
      ]),
    );
    expect(h.interview.question('core.fullname')?.metadata.title).toBe('Nombre completo');
    // The service's own list stays as sent.
    expect(h.interview.snapshot?.questions[0]?.metadata.title).toBe('Full name');
  });

  it('sends the same consent attributes in either language: what is sent never follows the page', async () => {
    const sentIn = async (language: 'en' | 'es') => {
      const h = interviewHarness();
      h.service.issuer = issuerOf({
        consentHtml: { 'consent.fcra.authorized': { html: '<p>Authorize</p>', data: {} } },
        translations: readIssuerTranslations({
          es: { consentHtml: { 'consent.fcra.reviewed_disclosure': '<p>Divulgación</p>' } },
        }),
      });
      h.service.snapshot = snapshotOf({
        questions: [question('consent.fcra.reviewed_disclosure', { type: 'consent', metadata: { title: 'Consent' } })],
      });
      h.service.on('postAttributeData', async () => ok({ datumIds: [] }));
      h.signIn();
      await h.language.choose(language);
      const screen = h.questionScreen();
      await screen.enter('consent-fcra-reviewed_disclosure');
      screen.changeValue({ authorized: true, requestedFreeCopy: false });
      await screen.submit();
      return h.service.callsTo('postAttributeData').map(([submission]) => submission);
    };
    // The English has no reviewed-disclosure HTML, so the authorized consent is not sent (spec 001
    // §5.10); the Spanish entry for it translates nothing and changes nothing.
    const english = await sentIn('en');
    expect(english).toEqual([{ 'consent.fcra.reviewed_disclosure': { shareWith: ['acme'], value: true } }]);
    expect(await sentIn('es')).toEqual(english);
  });
});
