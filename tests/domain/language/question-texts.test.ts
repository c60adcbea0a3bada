import { questionIn, questionsIn } from '../../../src/domain/language/question-texts';
import type { Question } from '../../../src/domain/questions/question';
import { parseQuestionList } from '../../../src/domain/questions/question-list';

const parsed = (metadata: Record<string, unknown>): Question => {
  const list = parseQuestionList({ questions: [{ attrType: 'core.fullname', type: 'full-name', metadata }] });
  if (!list.ok) throw new Error(list.error);
  return list.value[0]!;
};

describe("reading a question's translations", () => {
  it('reads the texts of the languages the app speaks under metadata.translations', () => {
    const question = parsed({
      title: 'Full name',
      description: 'As on your ID.',
      translations: {
        es: { title: 'Nombre completo', description: 'Como aparece en su identificación.' },
        fr: { title: 'Nom' },
      },
    });
    expect(question.metadata.translations).toEqual({
      es: { title: 'Nombre completo', description: 'Como aparece en su identificación.' },
    });
  });

  it.each([
    ['not an object', 'Nombre'],
    ['a language that is not an object', { es: 'Nombre' }],
    ['texts that are not strings', { es: { title: 5, description: null } }],
    ['only other languages', { de: { title: 'Name' } }],
  ])('leaves out %s without failing the list', (_case, translations) => {
    const question = parsed({ title: 'Full name', translations });
    expect(question.metadata).toEqual({ title: 'Full name' });
  });

  it('keeps the texts it can read beside those it cannot', () => {
    expect(
      parsed({ title: 'Full name', translations: { es: { title: 'Nombre', description: 3 } } }).metadata.translations,
    ).toEqual({
      es: { title: 'Nombre' },
    });
  });
});

describe("a question's texts in a language", () => {
  const question = parsed({
    title: 'Full name',
    description: 'As on your ID.',
    instructions: 'Enter every name.',
    required: true,
    translations: {
      es: { title: 'Nombre completo', description: 'Como aparece en su identificación.', emptyInformation: 'Nada' },
    },
  });

  it('gives each text the translation gives, and the English as given for the others', () => {
    expect(questionIn(question, 'es').metadata).toEqual(
      expect.objectContaining({
        title: 'Nombre completo',
        description: 'Como aparece en su identificación.',
        instructions: 'Enter every name.',
        required: true,
      }),
    );
  });

  it('adds no text the English leaves out', () => {
    expect(questionIn(question, 'es').metadata.emptyInformation).toBeUndefined();
  });

  it('keeps the attribute type, type and flags, and the question itself in English', () => {
    const spanish = questionIn(question, 'es');
    expect([spanish.attrType, spanish.type, spanish.complete]).toEqual(['core.fullname', 'full-name', false]);
    expect(questionIn(question, 'en')).toBe(question);
    const english = parsed({ title: 'Full name' });
    expect(questionIn(english, 'es')).toBe(english);
  });

  it('gives a list in a language, and the same list in English', () => {
    const list = [question];
    expect(questionsIn(list, 'en')).toBe(list);
    expect(questionsIn(list, 'es').map((q) => q.metadata.title)).toEqual(['Nombre completo']);
  });
});
