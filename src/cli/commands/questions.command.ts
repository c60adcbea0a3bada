import { questionsIn } from '../../domain/language/question-texts';
import { groupDocumentQuestions } from '../../domain/questions/document-grouping';
import { overviewItems } from '../../domain/questions/overview';
import { parseQuestionList } from '../../domain/questions/question-list';
import type { Command } from '../command';
import { readDocument } from './document-argument';

export const questionsCommand: Command = {
  name: 'questions',
  synopsis: 'attest questions FILE|-',
  summary: "the overview's visible question list, in the order the applicant sees it",
  takesToday: false,
  input: [
    '{',
    '  "questions": [{',
    '    "attrType": "core.ssn", "type"?: "ssn", "complete"?: true|false, "hasError"?: true|false, "shareWith"?: [...],',
    '    "metadata"?: { "title"?, "required"?: true|false, "hidden"?: true|false, "nextAttrTypes"?: [...],',
    '                   "translations"?: { "es": { "title"?, "description"? } }, ... }',
    '  }, ...]',
    "}   (the interview's question list)",
  ],
  example: 'attest questions examples/cli/questions.json',
  run({ args, lang }) {
    const questions = readDocument('questions', args, 'question list', parseQuestionList);
    // As the app does: titles in the applicant's language where the issuer gives one (issue 28),
    // and document page attributes as one question per document (spec 000 §4).
    const items = overviewItems(groupDocumentQuestions(questionsIn(questions, lang)));
    const text = items.length
      ? items
          .map((q) => `${q.complete ? '[x]' : '[ ]'} ${q.title}${q.required ? ' *' : ''}  (/question/${q.slug})`)
          .join('\n')
      : 'No visible questions.';
    return { json: items, text };
  },
};
