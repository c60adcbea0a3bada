import type { FormSchema } from '../../../../src/domain/forms/form-schema';

const STATES = [
  ['al', 'Alabama'],
  ['ak', 'Alaska'],
  ['az', 'Arizona'],
  ['ar', 'Arkansas'],
  ['ca', 'California'],
  ['co', 'Colorado'],
  ['ct', 'Connecticut'],
  ['de', 'Delaware'],
  ['fl', 'Florida'],
  ['ga', 'Georgia'],
  ['nv', 'Nevada'],
  ['ny', 'New York'],
] as const;

/** A string enum of the first `count` of twelve states (Alabama to Georgia, then Nevada and New York). */
export const stateEnum = (count: number): FormSchema => ({
  type: 'string',
  enum: STATES.slice(0, count).map(([code]) => code),
  enumLabels: STATES.slice(0, count).map(([, name]) => name),
});
