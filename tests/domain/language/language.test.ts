import { chooseLanguage, languageOf } from '../../../src/domain/language/language';

describe('the language a tag names', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES', 'es'],
    ['es_US', 'es'],
    [' en-US ', 'en'],
    ['en', 'en'],
  ])('reads %p as %p', (tag, language) => {
    expect(languageOf(tag)).toBe(language);
  });

  it.each([['fr'], ['fr-CA'], [''], ['espanol'], ['e'], [null], [undefined]])('speaks no language for %p', (tag) => {
    expect(languageOf(tag)).toBeNull();
  });
});

describe('the language to show', () => {
  const none = { chosen: null, link: null, preferred: [] };

  it('is English when nothing names a language', () => {
    expect(chooseLanguage(none)).toBe('en');
  });

  it("follows the browser's first preferred language that Attest speaks", () => {
    expect(chooseLanguage({ ...none, preferred: ['fr-FR', 'es-MX', 'en-US'] })).toBe('es');
    expect(chooseLanguage({ ...none, preferred: ['de', 'en-GB', 'es'] })).toBe('en');
    expect(chooseLanguage({ ...none, preferred: ['fr', 'de'] })).toBe('en');
  });

  it("lets the link's lang outrank the browser, and passes over one Attest does not speak", () => {
    expect(chooseLanguage({ ...none, link: 'es', preferred: ['en-US'] })).toBe('es');
    expect(chooseLanguage({ ...none, link: 'en', preferred: ['es-MX'] })).toBe('en');
    expect(chooseLanguage({ ...none, link: 'fr', preferred: ['es-MX'] })).toBe('es');
  });

  it("keeps the applicant's own choice over the link and the browser", () => {
    expect(chooseLanguage({ chosen: 'en', link: 'es', preferred: ['es'] })).toBe('en');
    expect(chooseLanguage({ chosen: 'es', link: 'en', preferred: ['en'] })).toBe('es');
    expect(chooseLanguage({ chosen: 'xx', link: 'es', preferred: [] })).toBe('es');
  });
});
