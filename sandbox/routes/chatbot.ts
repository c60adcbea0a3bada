/**
 * Evie's canned answers in the sandbox. Spec is silent on the chatbot's knowledge; these cover
 * what applicants ask most and point to support otherwise.
 */
const ANSWERS: readonly (readonly [RegExp, string])[] = [
  [/how long|when|time/i, 'Most checks finish within three business days.'],
  [/insurance|policy/i, 'Enter the policy number exactly as it appears on your insurance card or declarations page.'],
  [
    /safe|secure|privacy|data/i,
    'Your answers are encrypted and shared only with the organisation that asked for them.',
  ],
];

export function chatbotAnswer(question: string): string {
  const match = ANSWERS.find(([pattern]) => pattern.test(question));
  return match?.[1] ?? 'I am not sure about that one. The support team can help: use the contact link below.';
}
