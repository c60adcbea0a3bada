import { APPLICANT_SCENARIOS } from '../../sandbox/catalogue/applicant-scenarios';
import type { DocumentType } from '../../src/domain/documents/document-types';
import { groupDocumentQuestions } from '../../src/domain/questions/document-grouping';
import type { Question, QuestionMetadata } from '../../src/domain/questions/question';
import { selectableDocumentTypes } from '../../src/domain/questions/selectable-document-types';

/** How a title would name each document type. */
const NAMED: Readonly<Record<DocumentType, RegExp>> = {
  drivers_license: /driver|driving|licen[cs]e/i,
  id_card: /\bID\b/,
  passport: /passport/i,
};

/** Every ID scan question of every applicant scenario, as the app shows it (pages merged). */
function idScanQuestions(): { scenario: string; question: Question }[] {
  return [...APPLICANT_SCENARIOS].flatMap(([scenario, { shape }]) => {
    const questions: Question[] = (shape(0).questions ?? []).map((template) => ({
      attrType: template.attrType,
      type: template.type,
      complete: false,
      hasError: false,
      shareWith: [],
      metadata: template.metadata as QuestionMetadata,
    }));
    return groupDocumentQuestions(questions)
      .filter((question) => question.type === 'id-scan')
      .map((question) => ({ scenario, question }));
  });
}

describe("the sandbox's ID scan questions", () => {
  it('exist, so the check below checks something', () => {
    expect(idScanQuestions().length).toBeGreaterThan(2);
  });

  it('name no document the question does not offer (a driver licence is not offered by default)', () => {
    const misnamed = idScanQuestions().flatMap(({ scenario, question }) => {
      const offered = selectableDocumentTypes(question);
      const title = question.metadata.title ?? '';
      return (Object.keys(NAMED) as DocumentType[])
        .filter((type) => !offered.includes(type) && NAMED[type].test(title))
        .map((type) => `${scenario}: '${title}' names ${type}, offered ${offered.join(', ')}`);
    });
    expect(misnamed).toEqual([]);
  });
});
