import { ok } from '../shared/result';
import { validateUsState } from '../validation/us-state';
import { textKind } from './answer-kind';

/** The US state question (spec 001 §5.11), sent as its two-letter code. */
export const usState = textKind({
  check: (value) => validateUsState(value),
  encode: (value) => ok(value),
  describe: 'a two-letter US state, territory or DC code, e.g. TX',
});
