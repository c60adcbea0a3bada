import { isQuestionVisible, visibleQuestions } from '../../../src/domain/questions/visibility';
import { makeQuestion } from './make-question';

const attrTypes = (questions: readonly { attrType: string }[]): string[] => questions.map((q) => q.attrType);

describe('question visibility', () => {
  it('leaves hidden questions out', () => {
    const questions = [makeQuestion('a'), makeQuestion('b', { metadata: { hidden: true } })];
    expect(attrTypes(visibleQuestions(questions))).toEqual(['a']);
  });

  it('unhides a hidden question listed among the next attribute types of a complete question', () => {
    const questions = [
      makeQuestion('a', { complete: true, metadata: { nextAttrTypes: ['b'] } }),
      makeQuestion('b', { metadata: { hidden: true } }),
    ];
    expect(attrTypes(visibleQuestions(questions))).toEqual(['a', 'b']);
  });

  it('keeps a hidden next question hidden while the question naming it is incomplete', () => {
    const questions = [
      makeQuestion('a', { metadata: { nextAttrTypes: ['b'] } }),
      makeQuestion('b', { metadata: { hidden: true } }),
    ];
    expect(isQuestionVisible(questions[1]!, questions)).toBe(false);
  });

  it.each(['selfie', 'liveness-check'])('hides a %s question until the biometric consent is complete', (type) => {
    const selfie = makeQuestion('identity_assurance.biometric_verification.video_selfie', { type });
    const consent = makeQuestion('consent.biometric.authorization', { type: 'consent' });
    expect(attrTypes(visibleQuestions([consent, selfie]))).toEqual(['consent.biometric.authorization']);
    const given = { ...consent, complete: true };
    expect(attrTypes(visibleQuestions([given, selfie]))).toEqual([
      'consent.biometric.authorization',
      'identity_assurance.biometric_verification.video_selfie',
    ]);
  });

  it('keeps the selfie hidden before the consent even when a complete question unhides it', () => {
    const questions = [
      makeQuestion('a', { complete: true, metadata: { nextAttrTypes: ['selfie'] } }),
      makeQuestion('selfie', { type: 'selfie', metadata: { hidden: true } }),
      makeQuestion('consent.biometric.authorization', { type: 'consent' }),
    ];
    expect(isQuestionVisible(questions[1]!, questions)).toBe(false);
  });

  it('shows a selfie when the interview asks for no biometric consent', () => {
    const questions = [makeQuestion('selfie', { type: 'selfie' })];
    expect(isQuestionVisible(questions[0]!, questions)).toBe(true);
  });

  it('does not gate other questions on the biometric consent', () => {
    const questions = [makeQuestion('consent.biometric.authorization'), makeQuestion('core.ssn', { type: 'ssn' })];
    expect(attrTypes(visibleQuestions(questions))).toEqual(['consent.biometric.authorization', 'core.ssn']);
  });
});
