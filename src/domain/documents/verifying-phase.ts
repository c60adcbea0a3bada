/** Spec 001 §9: the scale of resolution attempts the verifying phrases move along. */
export const RESOLUTION_ATTEMPTS_SCALE = 15;

/** The three verifying phrases (spec 001 §4): the first, second and last third of the scale. */
export type VerifyingPhase = 'first' | 'second' | 'third';

/**
 * Which of the three phrases shows after `attempts` resolution attempts of the verification under
 * way (spec 001 §4: 'overlay text moves through three phrases as resolution attempts approach
 * 15'). Spec is silent on where the phrases change: at each third of the scale (0-4, 5-9, 10 on).
 */
export function verifyingPhase(attempts: number): VerifyingPhase {
  const third = RESOLUTION_ATTEMPTS_SCALE / 3;
  if (attempts < third) return 'first';
  return attempts < 2 * third ? 'second' : 'third';
}
