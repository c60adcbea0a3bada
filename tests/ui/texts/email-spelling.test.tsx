import { errorText } from '../../../src/domain/errors/error-catalogue';
import { ACTION_REASONS, PAGE_REASONS } from '../../../src/domain/errors/error-reason';
import { QUESTION_TEXTS } from '../../../src/domain/questions/messages';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';
import { CHOICE_FIELD_TEXTS } from '../../../src/ui/texts/choice-field-texts';
import { PROVIDER_FIELD_TEXTS } from '../../../src/ui/texts/provider-field-texts';
import { SCREEN_TEXTS } from '../../../src/ui/texts/screen-texts';
import { SHELL_TEXTS } from '../../../src/ui/texts/shell-texts';
import { TYPED_FIELD_TEXTS } from '../../../src/ui/texts/typed-field-texts';

/** Every string a catalogue holds, its functions called with a sample argument. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const text = value as (...args: unknown[]) => unknown;
    // A text function takes names or counts; a list of names where one name does not fit.
    try {
      return textsOf(text('Acme', 2));
    } catch {
      return textsOf(text(['Acme']));
    }
  }
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

describe("the applicant's screens spell 'email' one way", () => {
  it.each([
    ['screens', SCREEN_TEXTS],
    ['shell', SHELL_TEXTS],
    ['typed fields', TYPED_FIELD_TEXTS],
    ['choice fields', CHOICE_FIELD_TEXTS],
    ['provider fields', PROVIDER_FIELD_TEXTS],
    ['questions', QUESTION_TEXTS],
    ['validation', VALIDATION_MESSAGES],
    ['error pages', [...PAGE_REASONS, ...ACTION_REASONS].map((reason) => errorText(reason))],
  ])("writes 'email', never 'e-mail', in the %s texts", (_area, catalogue) => {
    const texts = textsOf(catalogue);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => /e-mail/i.test(text))).toEqual([]);
  });
});
