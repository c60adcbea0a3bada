import { parseConstraints } from '../../../src/domain/questions/constraints';

describe('parseConstraints', () => {
  it('decodes the JSON string a question carries', () => {
    expect(parseConstraints('{"options":["red","blue"],"trueLabel":"Agree","falseLabel":"Disagree"}')).toEqual({
      ok: true,
      value: { options: ['red', 'blue'], trueLabel: 'Agree', falseLabel: 'Disagree' },
    });
  });

  it('ignores keys it does not use', () => {
    expect(parseConstraints('{"maxSelections":3}')).toEqual({ ok: true, value: {} });
  });

  it.each([
    ['not json', 'constraints is not valid JSON'],
    ['[1,2]', 'constraints must be a JSON object'],
    [42, 'constraints must be a JSON object'],
    ['{"customLabels":{"a":1}}', 'constraints.customLabels must be an object of strings'],
    ['{"customLabels":[]}', 'constraints.customLabels must be an object of strings'],
    ['{"trueLabel":true}', 'constraints.trueLabel must be a string'],
    ['{"falseLabel":0}', 'constraints.falseLabel must be a string'],
  ])('rejects %j', (raw, message) => {
    expect(parseConstraints(raw)).toEqual({ ok: false, error: message });
  });
});
