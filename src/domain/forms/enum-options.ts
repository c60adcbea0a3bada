import type { FormSchema, JsonPrimitive } from './form-schema';
import { isEmptyValue } from './validate-field';

/** A value an enum dropdown offers. null is not one: it is the control's 'nothing chosen'. */
export type EnumValue = Exclude<JsonPrimitive, null>;

/** One choice of an enum dropdown or multi-select (spec 001 §10.1: enum, enumLabels). */
export interface EnumOption {
  /** The position in the schema's enum: stays the same while a search filters the list. */
  readonly index: number;
  readonly value: EnumValue;
  readonly label: string;
}

/**
 * The options of a schema's enum, in the schema's order, each labelled by the enumLabels entry at
 * the same position, else by its value as text.
 * Spec is silent on a missing or blank label, a repeated value and null in an enum: a missing or
 * blank label falls back to the value (an option must say something); a repeated value is offered
 * once (two rows could not be told apart once chosen); null and blank text are left out, since
 * they are an empty value (isEmptyValue), the dropdown's 'nothing chosen' that Clear gives.
 */
export function enumOptions(schema: FormSchema | undefined): readonly EnumOption[] {
  const values = schema?.enum ?? [];
  const labels = schema?.enumLabels ?? [];
  const seen = new Set<JsonPrimitive>();
  const options: EnumOption[] = [];
  values.forEach((value, index) => {
    if (value === null || isEmptyValue(value) || seen.has(value)) return;
    seen.add(value);
    const label = labels[index];
    options.push({ index, value, label: typeof label === 'string' && label.trim() !== '' ? label : String(value) });
  });
  return options;
}

/**
 * The options a search shows: those whose label contains the query, ignoring case and the spaces
 * around the query. Spec is silent on how the search matches: by label, as the applicant reads it.
 */
export function matchingOptions(options: readonly EnumOption[], query: string): readonly EnumOption[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return options;
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/** The option of a value (same type and value), if the enum offers it. */
export const optionOf = (options: readonly EnumOption[], value: JsonPrimitive): EnumOption | undefined =>
  options.find((option) => option.value === value);

/**
 * What a chosen value reads as: its option's label. A kept value the enum no longer offers still
 * shows, as text, so the applicant sees what would be sent.
 */
export const labelOfValue = (options: readonly EnumOption[], value: JsonPrimitive): string =>
  optionOf(options, value)?.label ?? String(value);
