import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** The full-name answer as typed; middle is optional ('' when not given). */
export interface FullName {
  readonly first: string;
  readonly middle: string;
  readonly last: string;
}

/** Spec 001 §5.2: first and last are required (non-blank after trimming); middle is optional. */
export function validateFullName(name: FullName): Verdict {
  if (name.first.trim() === '') return invalid(VALIDATION_MESSAGES.firstNameRequired);
  if (name.last.trim() === '') return invalid(VALIDATION_MESSAGES.lastNameRequired);
  return VALID;
}
