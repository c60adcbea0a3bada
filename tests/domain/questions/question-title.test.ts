import { titleOf } from '../../../src/domain/questions/overview-order';
import { makeQuestion } from './make-question';

describe('titleOf', () => {
  it("is the question's title, else a form question's schema title, else its attribute type", () => {
    const schema = { type: 'object', title: 'Work details', properties: {} };
    expect(titleOf(makeQuestion('form.a', { metadata: { title: 'Mine', schema } }))).toBe('Mine');
    expect(titleOf(makeQuestion('form.a', { metadata: { schema } }))).toBe('Work details');
    expect(titleOf(makeQuestion('form.a', { metadata: { schema: { ...schema, title: ' ' } } }))).toBe('form.a');
    expect(titleOf(makeQuestion('form.a', { metadata: { schema: 'not a form' } }))).toBe('form.a');
  });
});
