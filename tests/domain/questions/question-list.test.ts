import fc from 'fast-check';
import { parseQuestionList } from '../../../src/domain/questions/question-list';

describe('parseQuestionList', () => {
  it('reads a question with every field', () => {
    const result = parseQuestionList({
      questions: [
        {
          attrType: 'core.fullname',
          type: 'full-name',
          complete: true,
          hasError: true,
          shareWith: ['issuer'],
          metadata: {
            title: 'Full name',
            submittedTitle: 'Name',
            description: 'Your legal name',
            instructions: 'As on your ID',
            completedInformation: 'Done',
            emptyInformation: 'Nothing yet',
            inputType: 'string',
            copySource: 'core.name',
            autoConfirmation: true,
            required: false,
            submissionAttrType: 'core.name',
            icon: 'keyboard',
            constraints: '{"options":["a","b"],"customLabels":{"a":"A"},"trueLabel":"Yes","falseLabel":"No"}',
            hidden: false,
            nextAttrTypes: ['core.ssn'],
            docTypeAttr: 'doc.type',
            regionPrescribed: 'eu',
            countryPrescribed: 'fr',
            documentPrescribed: 'passport',
            isLegacy: false,
            selfieAttrType: 'selfie.attr',
          },
        },
      ],
    });
    expect(result).toEqual({
      ok: true,
      value: [
        {
          attrType: 'core.fullname',
          type: 'full-name',
          complete: true,
          hasError: true,
          shareWith: ['issuer'],
          metadata: {
            title: 'Full name',
            submittedTitle: 'Name',
            description: 'Your legal name',
            instructions: 'As on your ID',
            completedInformation: 'Done',
            emptyInformation: 'Nothing yet',
            inputType: 'string',
            copySource: 'core.name',
            autoConfirmation: true,
            required: false,
            submissionAttrType: 'core.name',
            icon: 'keyboard',
            constraints: { options: ['a', 'b'], customLabels: { a: 'A' }, trueLabel: 'Yes', falseLabel: 'No' },
            hidden: false,
            nextAttrTypes: ['core.ssn'],
            docTypeAttr: 'doc.type',
            regionPrescribed: 'eu',
            countryPrescribed: 'fr',
            documentPrescribed: 'passport',
            isLegacy: false,
            selfieAttrType: 'selfie.attr',
          },
        },
      ],
    });
  });

  it('defaults complete and hasError to false, shareWith to none and metadata to empty', () => {
    expect(parseQuestionList({ questions: [{ attrType: 'core.ssn' }] })).toEqual({
      ok: true,
      value: [{ attrType: 'core.ssn', complete: false, hasError: false, shareWith: [], metadata: {} }],
    });
  });

  it('reads null fields as absent', () => {
    const result = parseQuestionList({
      questions: [{ attrType: 'core.ssn', type: null, complete: null, metadata: { title: null, constraints: null } }],
    });
    expect(result).toEqual({
      ok: true,
      value: [{ attrType: 'core.ssn', complete: false, hasError: false, shareWith: [], metadata: {} }],
    });
  });

  it('accepts an already decoded constraints object', () => {
    const result = parseQuestionList({ questions: [{ attrType: 'a', metadata: { constraints: { options: ['x'] } } }] });
    expect(result.ok && result.value[0]?.metadata.constraints).toEqual({ options: ['x'] });
  });

  it('keeps a form schema raw and reads the role-based lock', () => {
    const schema = { type: 'object', properties: { name: { type: 'string' } } };
    const result = parseQuestionList({
      questions: [
        { attrType: 'form.a', type: 'smart-attribute:json-schema', metadata: { schema, roleBasedAccess: true } },
      ],
    });
    expect(result.ok && result.value[0]?.metadata).toEqual({ schema, roleBasedAccess: true });
  });

  it('never fails the list for a bad schema (its question fails on its own), but refuses a non-boolean lock', () => {
    const bad = parseQuestionList({ questions: [{ attrType: 'form.a', metadata: { schema: 'not a form' } }] });
    expect(bad.ok && bad.value[0]?.metadata.schema).toBe('not a form');
    expect(parseQuestionList({ questions: [{ attrType: 'form.a', metadata: { roleBasedAccess: 'yes' } }] })).toEqual({
      ok: false,
      error: 'questions[0].metadata.roleBasedAccess must be true or false',
    });
  });

  it('reads an empty list', () => {
    expect(parseQuestionList({ questions: [] })).toEqual({ ok: true, value: [] });
  });

  it.each([
    [null, 'expected an object with a "questions" list'],
    [[], 'expected an object with a "questions" list'],
    [{}, '"questions" must be a list'],
    [{ questions: {} }, '"questions" must be a list'],
    [{ questions: [42] }, 'questions[0] must be an object'],
    [{ questions: [{}] }, 'questions[0].attrType must be a non-empty string'],
    [{ questions: [{ attrType: '  ' }] }, 'questions[0].attrType must be a non-empty string'],
    [{ questions: [{ attrType: 'a' }, { attrType: 7 }] }, 'questions[1].attrType must be a non-empty string'],
    [{ questions: [{ attrType: 'a', type: 3 }] }, 'questions[0].type must be a string'],
    [{ questions: [{ attrType: 'a', complete: 'yes' }] }, 'questions[0].complete must be true or false'],
    [{ questions: [{ attrType: 'a', hasError: 1 }] }, 'questions[0].hasError must be true or false'],
    [{ questions: [{ attrType: 'a', shareWith: [1] }] }, 'questions[0].shareWith must be a list of strings'],
    [{ questions: [{ attrType: 'a', metadata: [] }] }, 'questions[0].metadata must be an object'],
    [{ questions: [{ attrType: 'a', metadata: { title: 5 } }] }, 'questions[0].metadata.title must be a string'],
    [
      { questions: [{ attrType: 'a', metadata: { hidden: 'no' } }] },
      'questions[0].metadata.hidden must be true or false',
    ],
    [
      { questions: [{ attrType: 'a', metadata: { icon: 'mouse' } }] },
      "questions[0].metadata.icon must be 'camera' or 'keyboard'",
    ],
    [
      { questions: [{ attrType: 'a', metadata: { nextAttrTypes: 'b' } }] },
      'questions[0].metadata.nextAttrTypes must be a list of strings',
    ],
    [
      { questions: [{ attrType: 'a', metadata: { constraints: '{oops' } }] },
      'questions[0].metadata.constraints is not valid JSON',
    ],
    [
      { questions: [{ attrType: 'a', metadata: { constraints: '{"options":[1]}' } }] },
      'questions[0].metadata.constraints.options must be a list of strings',
    ],
    [{ questions: [{ attrType: 'a' }, { attrType: 'a' }] }, "questions[1].attrType 'a' appears more than once"],
  ])('rejects %j with one clear line', (raw, message) => {
    expect(parseQuestionList(raw)).toEqual({ ok: false, error: message });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        parseQuestionList(raw);
        parseQuestionList({ questions: [raw] });
        parseQuestionList({ questions: [{ attrType: 'a', metadata: raw }] });
      }),
    );
  });

  it('gives an error that is a single line for any bad question', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (questions) => {
        const result = parseQuestionList({ questions });
        if (!result.ok) expect(result.error).not.toContain('\n');
      }),
    );
  });
});
