import { nextIncompleteQuestion } from '../../../src/domain/questions/next-question';
import { makeQuestion } from './make-question';

describe('nextIncompleteQuestion', () => {
  it("goes through the question's next attribute types first, even to a hidden one it unhides", () => {
    const questions = [
      makeQuestion('core.ssn'),
      makeQuestion('a', { complete: true, metadata: { nextAttrTypes: ['done', 'b-follow.up'] } }),
      makeQuestion('done', { complete: true }),
      makeQuestion('b-follow.up', { metadata: { hidden: true } }),
    ];
    expect(nextIncompleteQuestion('a', questions)).toEqual({
      kind: 'question',
      attrType: 'b-follow.up',
      slug: 'b-follow-up',
    });
  });

  it('unhides the next question of a current question that is not yet marked complete', () => {
    const questions = [
      makeQuestion('a', { metadata: { nextAttrTypes: ['b'] } }),
      makeQuestion('b', { metadata: { hidden: true } }),
    ];
    expect(nextIncompleteQuestion('a', questions)).toMatchObject({ attrType: 'b' });
  });

  it('otherwise takes the first incomplete visible question in overview order', () => {
    const questions = [
      makeQuestion('a', { complete: true }),
      makeQuestion('z.other', { metadata: { title: 'Zebra' } }),
      makeQuestion('hidden', { metadata: { hidden: true, title: 'Aardvark' } }),
      makeQuestion('core.ssn', { metadata: { title: 'SSN' } }),
    ];
    expect(nextIncompleteQuestion('a', questions)).toMatchObject({ attrType: 'core.ssn' });
  });

  it('skips next attribute types that are complete or missing', () => {
    const questions = [
      makeQuestion('a', { complete: true, metadata: { nextAttrTypes: ['missing', 'b'] } }),
      makeQuestion('b', { complete: true }),
      makeQuestion('c'),
    ];
    expect(nextIncompleteQuestion('a', questions)).toMatchObject({ attrType: 'c' });
  });

  it('never sends an incomplete current question back to itself', () => {
    const questions = [makeQuestion('a'), makeQuestion('b')];
    expect(nextIncompleteQuestion('a', questions)).toMatchObject({ attrType: 'b' });
  });

  it('goes to the stage route when nothing is left', () => {
    expect(nextIncompleteQuestion('a', [makeQuestion('a', { complete: true })])).toEqual({ kind: 'stage-route' });
  });

  it('handles a missing question by the overview order alone', () => {
    expect(nextIncompleteQuestion('nope', [makeQuestion('b')])).toMatchObject({ attrType: 'b' });
    expect(nextIncompleteQuestion(null, [])).toEqual({ kind: 'stage-route' });
  });
});
