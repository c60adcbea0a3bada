import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Single select (spec 001 §5.15): the value is among the options. */
export function validateStringEnum(value: string, options: readonly string[]): Verdict {
  return options.includes(value) ? VALID : invalid(VALIDATION_MESSAGES.optionRequired);
}

/** Multi-select (spec 001 §5.15): non-empty and every item among the options. */
export function validateStringEnumList(values: readonly string[], options: readonly string[]): Verdict {
  return values.length > 0 && values.every((value) => options.includes(value))
    ? VALID
    : invalid(VALIDATION_MESSAGES.optionsRequired);
}
