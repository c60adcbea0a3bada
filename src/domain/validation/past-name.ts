import { catalogue } from '../language/translation';
import type { FullName } from './full-name';
import { validateFullName } from './full-name';
import type { Verdict } from './verdict';
import { VALID } from './verdict';

/** The past-name question's texts, a catalogue (issue 28): read when shown. */
export const PAST_NAME_TEXTS = catalogue('PAST_NAME_TEXTS', {
  /** Spec 001 §2.1: the checkbox 'I have a maiden name or previous name to report' (with three name inputs). */
  checkbox: 'I have a maiden name or previous name to report',
} as const);

export interface PastName extends FullName {
  /** The checkbox: the applicant has a past name to report. */
  readonly hasPastName: boolean;
}

/** Spec 001 §5.3: valid when the box is unchecked; when checked, first and last are required. */
export function validatePastName(answer: PastName): Verdict {
  return answer.hasPastName ? validateFullName(answer) : VALID;
}
