import type * as translationModule from '../../src/domain/language/translation';
import { declaredCatalogues, declaredName, englishOf } from '../../src/domain/language/translation';
import type * as spanishModule from '../../src/ui/texts/catalogues/all.es';
import type * as englishModule from '../../src/ui/texts/catalogues/all';
import { pseudo, pseudoTexts } from '../../src/main/pseudo-texts';
import { ALL_CATALOGUES } from '../../src/ui/texts/catalogues/all';
import { ALL_CATALOGUES_ES } from '../../src/ui/texts/catalogues/all.es';

// The Spanish catalogue against the English one (issue 28). The compiler already refuses a missing
// key; these catch what it cannot: a text left in English, a placeholder or a tag lost in
// translation, a catalogue the browser would never hear of.

/** Texts that are the same words in both languages: names, initials, and words Spanish shares. */
const SAME_IN_BOTH: ReadonlySet<string> = new Set([
  'Evie',
  'Attest',
  'OK',
  'No',
  'SSN',
  'ITIN',
  'EIN',
  'Email',
  'E-mail',
  'PDF',
  'QR',
  'CPR',
  'Total',
  'Error',
  'en-US',
  // A unit both languages write so ('2 bytes', '1.2 MB').
  '2 bytes',
  '1.2 MB',
]);

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
const tags = (text: string): string[] => [...text.matchAll(/<\/?([a-z][a-z0-9]*)\b/gi)].map((m) => m[1] ?? '');
const entities = (text: string): string[] => [...text.matchAll(/&[#\w]+;/g)].map((m) => m[0]).sort();

/** Arguments for the text makers that take more than a count or a name. */
const DATE = { year: 2026, month: 11, day: 29 };
const SAMPLES: Readonly<Record<string, readonly unknown[]>> = {
  'CALENDAR_TEXTS.monthHeading': [2026, 11],
  'CALENDAR_TEXTS.spokenDate': [DATE],
  'DATE_TEXTS.display': [DATE, 'question'],
  'FILE_SIZE_TEXTS.units': ['1.2', 'MB'],
};

/** Arguments to call any other text maker with: the first set its English takes without throwing. */
const SAMPLE_ARGUMENTS: readonly (readonly unknown[])[] = [
  [2],
  ['Ann Lee'],
  [['a.pdf', 'b.pdf']],
  [2, 3],
  ['Ann Lee', 2],
  [],
];

function madeText(
  where: string,
  maker: (...args: unknown[]) => unknown,
): { args: readonly unknown[]; text: string } | null {
  const sample = SAMPLES[where];
  for (const args of sample === undefined ? SAMPLE_ARGUMENTS : [sample]) {
    try {
      const text = maker(...args);
      if (typeof text === 'string') return { args, text };
    } catch {
      // Not the arguments it takes: the next set.
    }
  }
  return null;
}

/** One line per problem in a Spanish text against its English. */
function compareText(where: string, english: string, spanish: unknown): string[] {
  if (typeof spanish !== 'string' || spanish.trim() === '') return [`${where}: no Spanish text`];
  const problems: string[] = [];
  if (spanish === english && !SAME_IN_BOTH.has(english) && /[a-z]{3}/i.test(english))
    problems.push(`${where}: still English ('${english}')`);
  if (placeholders(spanish).join() !== placeholders(english).join()) problems.push(`${where}: placeholders differ`);
  if (tags(spanish).join() !== tags(english).join()) problems.push(`${where}: markup differs`);
  if (entities(spanish).join() !== entities(english).join()) problems.push(`${where}: entities differ`);
  return problems;
}

function compare(where: string, english: unknown, spanish: unknown): string[] {
  if (typeof english === 'string') return compareText(where, english, spanish);
  if (typeof english === 'function') {
    if (typeof spanish !== 'function') return [`${where}: not a function in Spanish`];
    const made = madeText(where, english as (...args: unknown[]) => unknown);
    if (made === null) return [];
    try {
      return compareText(`${where}(${JSON.stringify(made.args)})`, made.text, spanish(...made.args));
    } catch (error) {
      return [`${where}: the Spanish throws (${String(error)})`];
    }
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish) || spanish.length !== english.length) return [`${where}: not the same list`];
    return english.flatMap((item, index) => compare(`${where}[${index}]`, item, spanish[index]));
  }
  if (english !== null && typeof english === 'object') {
    if (spanish === null || typeof spanish !== 'object') return [`${where}: not the same group`];
    return Object.entries(english).flatMap(([key, value]) =>
      compare(`${where}.${key}`, value, (spanish as Record<string, unknown>)[key]),
    );
  }
  return spanish === english ? [] : [`${where}: a value that is not text changed (${String(english)})`];
}

describe('the Spanish catalogues', () => {
  it('give every text of every catalogue in Spanish, with its placeholders, markup and entities', () => {
    const problems = Object.entries(ALL_CATALOGUES).flatMap(([name, texts]) =>
      compare(name, englishOf(texts), (ALL_CATALOGUES_ES as Record<string, unknown>)[name]),
    );
    expect(problems).toEqual([]);
  });

  it('name every catalogue the way it declared itself, so the browser finds its twin', () => {
    const misnamed = Object.entries(ALL_CATALOGUES)
      .filter(([name, texts]) => declaredName(texts) !== name)
      .map(([name, texts]) => `${name} is declared as ${declaredName(texts) ?? 'nothing'}`);
    expect(misnamed).toEqual([]);
  });

  it('leave no declared catalogue out of the registry (it would stay English in the browser)', () => {
    const left = Object.keys(declaredCatalogues()).filter((name) => !(name in ALL_CATALOGUES));
    expect(left).toEqual([]);
  });
});

/** Every text of every catalogue as plain data (texts made by functions called with the samples). */
function wordsOf(catalogues: Readonly<Record<string, object>>, read: (texts: object) => object): unknown {
  const plain = (where: string, value: unknown): unknown => {
    if (typeof value === 'function') return madeText(where, value as (...args: unknown[]) => unknown)?.text ?? null;
    if (Array.isArray(value)) return value.map((item, index) => plain(`${where}[${index}]`, item));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(`${where}.${key}`, inner)]));
    return value;
  };
  return Object.fromEntries(Object.entries(catalogues).map(([name, texts]) => [name, plain(name, read(texts))]));
}

type TranslationModule = typeof translationModule;
type SpanishModule = typeof spanishModule;
type EnglishModule = typeof englishModule;

describe('a catalogue whose chunk loads while Spanish shows', () => {
  it('still keeps its own English (no English text is copied from another catalogue when its module runs)', () => {
    const english = wordsOf(ALL_CATALOGUES, (texts) => englishOf(texts));
    let late: unknown;
    jest.isolateModules(() => {
      // A fresh page: the Spanish shows first, then every catalogue's module runs.
      /* eslint-disable @typescript-eslint/no-require-imports */
      const translation = require('../../src/domain/language/translation') as TranslationModule;
      const spanish = (require('../../src/ui/texts/catalogues/all.es') as SpanishModule).ALL_CATALOGUES_ES;
      translation.showTexts(spanish);
      const all = (require('../../src/ui/texts/catalogues/all') as EnglishModule).ALL_CATALOGUES;
      /* eslint-enable @typescript-eslint/no-require-imports */
      // English back: a text maker that reads another catalogue when called then reads English.
      translation.showTexts('en');
      late = wordsOf(all, (texts) => translation.englishOf(texts));
    });
    expect(late).toEqual(english);
  });
});

describe('the pseudo-locale', () => {
  it('swaps every letter and keeps placeholders, markup, entities and locale tags', () => {
    expect(pseudo('Hello {name}, <a href="x">Continue</a> &amp; go')).toBe(
      'Ĥéĺĺó {name}, <a href="x">Çóñţíñúé</a> &amp; ĝó',
    );
    expect(pseudo('en-US')).toBe('en-US');
  });

  it('gives every catalogue with no Latin letter left in its texts', () => {
    const texts = pseudoTexts();
    const plain = Object.entries(texts).flatMap(([name, translated]) =>
      Object.entries(translated as Record<string, unknown>)
        .filter(
          ([, value]) => typeof value === 'string' && /[a-z]/i.test(value.replace(/<[^>]*>|&[#\w]+;|\{\w+\}/g, '')),
        )
        .map(([key]) => `${name}.${key}`),
    );
    expect(plain.filter((where) => !where.endsWith('Locale'))).toEqual([]);
  });
});
