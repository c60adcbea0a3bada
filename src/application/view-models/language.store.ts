import { inject, injectable } from 'inversify';
import { isObservableProp, makeObservable, observableRef } from 'mobx';
import type { Language, TranslatedLanguage } from '../../domain/language/language';
import { chooseLanguage, LANGUAGE_KEY, LANGUAGE_UNAVAILABLE } from '../../domain/language/language';
import type { Catalogues, Translations } from '../../domain/language/translation';
import { onEveryCatalogue, showTexts } from '../../domain/language/translation';
import type { SessionStore } from '../ports/session-store.port';
import { SESSION_STORE } from '../ports/session-store.port';
import type { TextsLoader } from '../ports/texts-loader.port';
import { TEXTS_LOADER } from '../ports/texts-loader.port';
import { SnackbarViewModel } from './snackbar.view-model';
import { makeViewModelObservable } from './view-model-observable';

/**
 * Makes every key of a catalogue an observable reference, in place: a screen (observer) or a
 * computed message that read a text re-renders or recomputes when a language is written into the
 * catalogue, and nothing remounts, so what the applicant typed, a camera's stream and the focus
 * stay. The catalogue objects are the modules' own, so this is done once per page (a key already
 * observable is left alone).
 */
function observeTexts(texts: object): void {
  const keys = Object.keys(texts).filter((key) => !isObservableProp(texts, key));
  if (keys.length > 0) makeObservable(texts, Object.fromEntries(keys.map((key) => [key, observableRef])));
}

/**
 * The language the page speaks (issue 28), and the switch between languages. Every text lives in a
 * catalogue whose English object the modules read by key; switching writes the other language's
 * texts into those same objects in one action (domain/language/translation.ts). Catalogues come
 * with the chunks of the screens that use them: the store hears of each one as its module runs,
 * before any screen reads it, and gives it the page's language there and then.
 */
@injectable()
export class LanguageStore {
  /** The language every catalogue holds now. */
  language: Language = 'en';
  private readonly loaded = new Map<TranslatedLanguage, Translations<Catalogues>>();
  /** Counts switches, so a slow load that a later switch overtook is dropped. */
  private switches = 0;

  constructor(
    @inject(TEXTS_LOADER) private readonly loader: TextsLoader,
    @inject(SESSION_STORE) private readonly store: SessionStore,
    @inject(SnackbarViewModel) private readonly snackbar: SnackbarViewModel,
  ) {
    makeViewModelObservable(this, ['loader', 'store', 'snackbar', 'loaded', 'switches']);
    // A catalogue's module ran (it already holds the page's language, showTexts): observable
    // before anything reads it.
    onEveryCatalogue((_name, texts) => observeTexts(texts));
  }

  /**
   * At start-up, before the first render: the applicant's earlier choice in this session, else the
   * link's `lang`, else the browser's preferred languages, else English (chooseLanguage). Resolves
   * once the texts are in, so the first screen is never drawn in the wrong language first.
   */
  start(link: string | null, preferred: readonly string[]): Promise<void> {
    const chosen = this.store.read(LANGUAGE_KEY);
    return this.switchTo(chooseLanguage({ chosen: typeof chosen === 'string' ? chosen : null, link, preferred }));
  }

  /** The header's control: remembered for the session (a reload keeps it), shown as soon as its texts are in. */
  choose(language: Language): Promise<void> {
    this.store.write(LANGUAGE_KEY, language);
    return this.switchTo(language);
  }

  /** The other language of the two, which the header's control offers. */
  get other(): Language {
    return this.language === 'en' ? 'es' : 'en';
  }

  private async switchTo(language: Language): Promise<void> {
    const ticket = ++this.switches;
    if (language === 'en') return this.show(language, 'en');
    const texts = await this.textsOf(language);
    if (ticket !== this.switches) return;
    if (texts === null) this.failed(language);
    else this.show(language, texts);
  }

  private async textsOf(language: TranslatedLanguage): Promise<Translations<Catalogues> | null> {
    const kept = this.loaded.get(language);
    if (kept !== undefined) return kept;
    const result = await this.loader.load(language);
    if (!result.ok) return null;
    this.loaded.set(language, result.value);
    return result.value;
  }

  /** One action: every catalogue and the language change together, so screens render once, whole. */
  private show(language: Language, texts: Translations<Catalogues> | 'en'): void {
    showTexts(texts);
    this.language = language;
  }

  /**
   * Spec is silent (the languages are ours): the page stays in the language it shows, and a
   * snackbar says so in the language asked for; the control stays, so the next click tries again.
   */
  private failed(language: TranslatedLanguage): void {
    this.snackbar.show(LANGUAGE_UNAVAILABLE[language]);
  }
}
