/**
 * How a catalogue of texts is given in another language (issue 28).
 *
 * A catalogue is a module's object of texts (`VALIDATION_MESSAGES`, `SHELL_TEXTS`, ...): its English
 * object stays where it is, in the spec's words, and every module keeps reading it by key. Its twin
 * in another language (`messages.es.ts` beside it) is typed `Translation<typeof CATALOGUE>`, so a
 * missing key, a text given where a function is expected or a function with other parameters fails
 * to compile. Switching the language writes the twin's values into the catalogue object itself
 * (`applyTexts`): every reader, the CLI's and the view models' alike, then reads the new language
 * without knowing there is more than one.
 */

/** A function that makes a text from values ('You have 2 tries remaining'). */
type TextMaker = (...args: never[]) => string;

/**
 * What a translation gives for one entry: a text for a text, a function with the same parameters
 * for a function that makes a text, the same shape for a group of texts, and the same value for
 * anything else a catalogue carries (a severity, a number): those are not words and stay as they are.
 */
export type Translated<V> = V extends string
  ? string
  : V extends TextMaker
    ? (...args: Parameters<V>) => string
    : V extends readonly string[]
      ? readonly string[]
      : V extends (...args: never[]) => unknown
        ? V
        : V extends object
          ? Translation<V>
          : V;

/** A catalogue's twin in another language: every key of the English catalogue, translated. */
export type Translation<C> = { readonly [K in keyof C]: Translated<C[K]> };

/** The catalogues a part of the app registers, by name (the constant's own name). */
export type Catalogues = Readonly<Record<string, object>>;

/** Every registered catalogue's twin in one language. */
export type Translations<C extends Catalogues> = { readonly [K in keyof C]: Translation<C[K]> };

/** The English values of every catalogue seen, kept before the first switch writes over them. */
const english = new WeakMap<object, Readonly<Record<string, unknown>>>();

/** Records a catalogue's English values the first time it is seen (they are the catalogue's own then). */
export function englishOf(catalogue: object): Readonly<Record<string, unknown>> {
  const kept = english.get(catalogue);
  if (kept !== undefined) return kept;
  const values = { ...(catalogue as Record<string, unknown>) };
  english.set(catalogue, values);
  return values;
}

/** A catalogue made known to the page, by its name. */
export type CatalogueListener = (name: string, catalogue: object) => void;

const registered = new Map<string, object>();
const listeners = new Set<CatalogueListener>();
/** The texts the page shows now (showTexts): a catalogue declared later takes them at once. */
let shown: Translations<Catalogues> | 'en' = 'en';

/**
 * Declares a catalogue: `export const SHELL_TEXTS = catalogue('SHELL_TEXTS', { ... } as const)`.
 * A catalogue's module loads with the chunk of the screen that needs it, so the browser cannot list
 * them all up front without putting every text in the start script: each one announces itself when
 * its module runs instead, and the language store (listening from start-up, before any screen)
 * makes it observable and writes the current language into it before anything reads it. The name
 * is the constant's own, the key of its twin in the Spanish chunk (a test holds the two together).
 */
export function catalogue<C extends object>(name: string, texts: C): C {
  englishOf(texts);
  registered.set(name, texts);
  if (shown !== 'en') applyTexts({ [name]: texts }, shown);
  for (const listen of listeners) listen(name, texts);
  return texts;
}

/**
 * Shows one language on the page: writes it into every catalogue declared so far, and into every
 * one declared later as its module runs. Where the catalogues are observable (the language store),
 * the caller runs this inside one action.
 */
export function showTexts(texts: Translations<Catalogues> | 'en'): void {
  shown = texts;
  applyTexts(declaredCatalogues(), texts);
}

/** Calls `listen` for every catalogue declared so far and every one declared later; returns the way to stop. */
export function onEveryCatalogue(listen: CatalogueListener): () => void {
  listeners.add(listen);
  for (const [name, texts] of registered) listen(name, texts);
  return () => listeners.delete(listen);
}

/** The catalogues declared so far, by name. */
export function declaredCatalogues(): Catalogues {
  return Object.fromEntries(registered);
}

/** The name a catalogue was declared under, if it was. */
export function declaredName(texts: object): string | undefined {
  for (const [name, declared] of registered) if (declared === texts) return name;
  return undefined;
}

/**
 * Writes one language into every catalogue: the given translations, or English (`'en'`) back from
 * what was kept. Only the catalogue's own keys are written. Where the catalogue's properties are
 * observable (the browser's language store), the caller runs this inside one action, so every
 * screen follows in one render.
 */
export function applyTexts<C extends Catalogues>(catalogues: C, texts: Translations<C> | 'en'): void {
  for (const [name, current] of Object.entries(catalogues)) {
    const kept = englishOf(current);
    const source = (texts === 'en' ? kept : texts[name]) as Readonly<Record<string, unknown>> | undefined;
    // A catalogue the translations do not name stays as it is (typing makes this a page built from
    // mismatched chunks, never a forgotten text).
    if (source === undefined) continue;
    const target = current as Record<string, unknown>;
    for (const key of Object.keys(kept)) target[key] = source[key];
  }
}
