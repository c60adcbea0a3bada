import { RESOLUTION_ATTEMPTS_SCALE, verifyingPhase } from '../../../src/domain/documents/verifying-phase';

describe('the verifying phrases', () => {
  it('move through three phases at each third of 15 resolution attempts', () => {
    expect(RESOLUTION_ATTEMPTS_SCALE).toBe(15);
    expect([0, 1, 4].map(verifyingPhase)).toEqual(['first', 'first', 'first']);
    expect([5, 9].map(verifyingPhase)).toEqual(['second', 'second']);
    expect([10, 14, 15, 40].map(verifyingPhase)).toEqual(['third', 'third', 'third', 'third']);
  });
});
