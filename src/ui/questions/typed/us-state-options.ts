import { US_STATES } from '../../../domain/validation/us-states';
import type { SelectOption } from '../../components/select-field';

/** The dropdown of US states, territories and DC (spec 001 §2.1): names shown, two-letter codes kept. */
export const US_STATE_OPTIONS: readonly SelectOption[] = US_STATES.map((state) => ({
  value: state.code,
  label: state.name,
}));
