import type { Verifications } from './verification';

/**
 * An edit to an attribute's value resets that attribute's verification result to 'uninitialized'
 * (spec 000 §4, spec 001 §4). Only the result changes: the failure and resolution-attempt counts
 * survive, because the persistent-failure screen counts failures across retakes. An attribute
 * with no verification yet is already uninitialized, so the same map is returned.
 */
export function resetVerificationOnEdit(verifications: Verifications, attrType: string): Verifications {
  if (!Object.hasOwn(verifications, attrType)) return verifications;
  const current = verifications[attrType];
  if (current === undefined || current.result.status === 'uninitialized') return verifications;
  return { ...verifications, [attrType]: { ...current, result: { status: 'uninitialized' } } };
}
