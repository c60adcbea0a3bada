import { fieldKindOf } from './field-kind';
import type { Question } from './question';

/** The consent that must be given before a selfie may be taken (spec 000 §4, spec 001 §5.10). */
export const BIOMETRIC_CONSENT_ATTR_TYPE = 'consent.biometric.authorization';

/** A question that captures the applicant's face: the photo selfie and the video selfie. */
export function isSelfieQuestion(question: Question): boolean {
  const field = fieldKindOf(question);
  return (
    field.ok &&
    field.value.kind === 'input' &&
    (field.value.inputKind === 'selfie' || field.value.inputKind === 'liveness-check')
  );
}

/** Attribute types unhidden because a complete question lists them among its next attribute types. */
function unhiddenAttrTypes(questions: readonly Question[]): ReadonlySet<string> {
  return new Set(questions.filter((q) => q.complete).flatMap((q) => q.metadata.nextAttrTypes ?? []));
}

/**
 * Spec is silent on an interview without a biometric consent question: the selfie is then shown,
 * since there is no consent the applicant could give to unlock it. The consent gate wins over
 * nextAttrTypes: no question can unhide a selfie before the consent is complete.
 */
function waitsForBiometricConsent(question: Question, questions: readonly Question[]): boolean {
  if (!isSelfieQuestion(question)) return false;
  const consent = questions.find((q) => q.attrType === BIOMETRIC_CONSENT_ATTR_TYPE);
  return consent !== undefined && !consent.complete;
}

function isVisibleGiven(question: Question, questions: readonly Question[], unhidden: ReadonlySet<string>): boolean {
  if (waitsForBiometricConsent(question, questions)) return false;
  return question.metadata.hidden !== true || unhidden.has(question.attrType);
}

/** Whether the overview shows this question (spec 000 §2, §4; spec 001 §4). */
export function isQuestionVisible(question: Question, questions: readonly Question[]): boolean {
  return isVisibleGiven(question, questions, unhiddenAttrTypes(questions));
}

/** The visible questions, in the order given. */
export function visibleQuestions(questions: readonly Question[]): readonly Question[] {
  const unhidden = unhiddenAttrTypes(questions);
  return questions.filter((q) => isVisibleGiven(q, questions, unhidden));
}
