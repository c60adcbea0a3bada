import type { Translation, Translations } from '../../../src/domain/language/translation';
import { applyTexts, catalogue, showTexts } from '../../../src/domain/language/translation';

const GREETINGS = {
  hello: 'Hello',
  tries: (count: number): string => `${count} ${count === 1 ? 'try' : 'tries'} left`,
  group: { yes: 'Yes', no: 'No' },
  severity: 'error' as 'error' | 'warning',
};
const FAREWELLS = { bye: 'Goodbye' };
const CATALOGUES = { GREETINGS, FAREWELLS };

const GREETINGS_ES: Translation<typeof GREETINGS> = {
  hello: 'Hola',
  tries: (count) => `${count} ${count === 1 ? 'intento' : 'intentos'}`,
  group: { yes: 'Sí', no: 'No' },
  severity: 'error',
};
const SPANISH: Translations<typeof CATALOGUES> = { GREETINGS: GREETINGS_ES, FAREWELLS: { bye: 'Adiós' } };

afterEach(() => applyTexts(CATALOGUES, 'en'));

describe('applyTexts', () => {
  it('writes a language into the catalogue objects themselves, so every reader by key reads it', () => {
    const reader = (): string => `${GREETINGS.hello}, ${GREETINGS.tries(2)}, ${GREETINGS.group.yes}, ${FAREWELLS.bye}`;
    expect(reader()).toBe('Hello, 2 tries left, Yes, Goodbye');

    applyTexts(CATALOGUES, SPANISH);

    expect(reader()).toBe('Hola, 2 intentos, Sí, Adiós');
  });

  it('writes English back from what it kept before the first switch', () => {
    applyTexts(CATALOGUES, SPANISH);
    applyTexts(CATALOGUES, SPANISH);
    applyTexts(CATALOGUES, 'en');

    expect(GREETINGS.hello).toBe('Hello');
    expect(GREETINGS.tries(1)).toBe('1 try left');
    expect(FAREWELLS.bye).toBe('Goodbye');
  });

  it('keeps the English of a declared catalogue, whatever is written later', () => {
    const LATE = catalogue('LATE', { word: 'Word' });
    applyTexts({ LATE }, { LATE: { word: 'Palabra' } });
    applyTexts({ LATE }, 'en');

    expect(LATE.word).toBe('Word');
  });

  it('gives a catalogue declared while another language shows that language at once', () => {
    showTexts({ LATER: { word: 'Palabra' } });
    const LATER = catalogue('LATER', { word: 'Word' });
    expect(LATER.word).toBe('Palabra');
    showTexts('en');
    expect(LATER.word).toBe('Word');
  });

  it('writes only the English catalogue keys, never a key the translation adds', () => {
    const translation = { ...SPANISH, FAREWELLS: { bye: 'Adiós', extra: 'Más' } };
    applyTexts(CATALOGUES, translation);

    expect(Object.keys(FAREWELLS)).toEqual(['bye']);
  });

  it('refuses at compile time a translation with a key missing or a function of other parameters', () => {
    // @ts-expect-error: 'no' is missing from the group
    const missing: Translation<typeof GREETINGS> = { ...GREETINGS_ES, group: { yes: 'Sí' } };
    // @ts-expect-error: the text maker takes a number, not a string
    const wrongMaker: Translation<typeof GREETINGS> = { ...GREETINGS_ES, tries: (count: string) => count };
    expect([missing, wrongMaker]).toHaveLength(2);
  });
});
