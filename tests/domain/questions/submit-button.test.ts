import {
  isLastUnansweredQuestion,
  submitButtonDisabled,
  submitButtonLabel,
} from '../../../src/domain/questions/submit-button';
import { makeQuestion } from './make-question';

describe('the submit button', () => {
  it("reads 'Submitting…' while submitting, even on the last question", () => {
    expect(submitButtonLabel({ submitting: true, lastUnanswered: true })).toBe('Submitting…');
    expect(submitButtonLabel({ submitting: true, lastUnanswered: false })).toBe('Submitting…');
  });

  it("reads 'Submit and Complete' on the last unanswered question", () => {
    expect(submitButtonLabel({ submitting: false, lastUnanswered: true })).toBe('Submit and Complete');
  });

  it("reads 'Continue' otherwise", () => {
    expect(submitButtonLabel({ submitting: false, lastUnanswered: false })).toBe('Continue');
  });

  it('is disabled while submitting or invalid', () => {
    expect(submitButtonDisabled({ submitting: false, valid: true })).toBe(false);
    expect(submitButtonDisabled({ submitting: true, valid: true })).toBe(true);
    expect(submitButtonDisabled({ submitting: false, valid: false })).toBe(true);
  });

  it('knows the last unanswered question', () => {
    const questions = [
      makeQuestion('a'),
      makeQuestion('b', { complete: true }),
      makeQuestion('h', { metadata: { hidden: true } }),
    ];
    expect(isLastUnansweredQuestion('a', questions)).toBe(true);
    expect(isLastUnansweredQuestion('a', [...questions, makeQuestion('c')])).toBe(false);
  });

  it('does not call a question last when its answer unhides another', () => {
    const questions = [
      makeQuestion('a', { metadata: { nextAttrTypes: ['b'] } }),
      makeQuestion('b', { metadata: { hidden: true } }),
    ];
    expect(isLastUnansweredQuestion('a', questions)).toBe(false);
  });
});
