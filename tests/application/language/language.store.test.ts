import { autorun } from 'mobx';
import type { TextsLoader } from '../../../src/application/ports/texts-loader.port';
import { LanguageStore } from '../../../src/application/view-models/language.store';
import { LANGUAGE_KEY } from '../../../src/domain/language/language';
import type { Catalogues, Translations } from '../../../src/domain/language/translation';
import { applyTexts, catalogue } from '../../../src/domain/language/translation';
import { err, ok } from '../../../src/domain/shared/result';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import { LANGUAGE_UNAVAILABLE } from '../../../src/domain/language/language';
import { FakeSessionStore } from '../fakes/fake-session-store';
import { FakeTime } from '../fakes/fake-time';

const SCREEN = catalogue('SCREEN', { title: 'Welcome', count: (n: number): string => `${n} questions` });
const CATALOGUES = { SCREEN };
const SPANISH: Translations<typeof CATALOGUES> = { SCREEN: { title: 'Bienvenido', count: (n) => `${n} preguntas` } };

/** A loader whose load the test settles, to see what the page shows meanwhile. */
class ControlledLoader implements TextsLoader {
  readonly calls: string[] = [];
  private settle: ((texts: Translations<Catalogues> | null) => void) | null = null;
  load(language: 'es'): ReturnType<TextsLoader['load']> {
    this.calls.push(language);
    return new Promise((resolve) => {
      this.settle = (texts) => resolve(texts === null ? err('unavailable') : ok(texts));
    });
  }
  async finish(texts: Translations<Catalogues> | null): Promise<void> {
    this.settle?.(texts);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

function setUp(storeAvailable = true) {
  const loader = new ControlledLoader();
  const session = new FakeSessionStore(storeAvailable);
  const snackbar = new SnackbarViewModel(new FakeTime());
  const language = new LanguageStore(loader, session, snackbar);
  return { loader, session, language, snackbar };
}

// The catalogue is the module's own object: English back for the next test.
afterEach(() => applyTexts(CATALOGUES, 'en'));

describe('LanguageStore', () => {
  it('starts in English without loading anything when nothing names Spanish', async () => {
    const { loader, language } = setUp();
    await language.start(null, ['en-US', 'fr']);

    expect(language.language).toBe('en');
    expect(loader.calls).toEqual([]);
    expect(SCREEN.title).toBe('Welcome');
  });

  it("starts in the link's language, and resolves only once its texts are in", async () => {
    const { loader, language } = setUp();
    let started = false;
    const starting = language.start('es', ['en-US']).then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    expect(SCREEN.title).toBe('Welcome');

    await loader.finish(SPANISH);
    await starting;

    expect(language.language).toBe('es');
    expect(SCREEN.title).toBe('Bienvenido');
  });

  it("starts in the session's earlier choice over the link and the browser", async () => {
    const { loader, language, session } = setUp();
    session.write(LANGUAGE_KEY, 'en');
    await language.start('es', ['es-MX']);

    expect(language.language).toBe('en');
    expect(loader.calls).toEqual([]);
  });

  it('switches every text at once for whatever observes them, and remembers the choice for the session', async () => {
    const { loader, language, session } = setUp();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${SCREEN.title} / ${SCREEN.count(3)}`));

    const choosing = language.choose('es');
    await loader.finish(SPANISH);
    await choosing;
    await language.choose('en');
    stop();

    expect(seen).toEqual(['Welcome / 3 questions', 'Bienvenido / 3 preguntas', 'Welcome / 3 questions']);
    expect(session.read(LANGUAGE_KEY)).toBe('en');
  });

  it('loads a language once, however often the applicant switches back to it', async () => {
    const { loader, language } = setUp();
    const first = language.choose('es');
    await loader.finish(SPANISH);
    await first;
    await language.choose('en');
    await language.choose('es');

    expect(loader.calls).toEqual(['es']);
    expect(language.language).toBe('es');
  });

  it('stays in the language shown and says, in Spanish, that Spanish could not load', async () => {
    const { loader, language, snackbar } = setUp();
    const choosing = language.choose('es');
    await loader.finish(null);
    await choosing;

    expect(language.language).toBe('en');
    expect(SCREEN.title).toBe('Welcome');
    expect(snackbar.current?.message).toBe(LANGUAGE_UNAVAILABLE.es);
  });

  it('drops a slow load that a later switch overtook', async () => {
    const { loader, language } = setUp();
    const spanish = language.choose('es');
    await language.choose('en');
    await loader.finish(SPANISH);
    await spanish;

    expect(language.language).toBe('en');
    expect(SCREEN.title).toBe('Welcome');
  });

  it('gives a catalogue that arrives with a later chunk the language shown, before anything reads it', async () => {
    const { loader, language } = setUp();
    const choosing = language.choose('es');
    await loader.finish({ ...SPANISH, LATER: { word: 'Palabra' } });
    await choosing;

    const LATER = catalogue('LATER', { word: 'Word' });
    const seen: string[] = [];
    const stop = autorun(() => seen.push(LATER.word));
    await language.choose('en');
    stop();

    expect(seen).toEqual(['Palabra', 'Word']);
  });

  it('offers the other language in the header', async () => {
    const { loader, language } = setUp();
    expect(language.other).toBe('es');
    const choosing = language.choose('es');
    await loader.finish(SPANISH);
    await choosing;
    expect(language.other).toBe('en');
  });
});
