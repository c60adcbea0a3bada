import type { FormSchema, JsonPrimitive } from '../../../domain/forms/form-schema';

export interface EnumChoice {
  readonly value: JsonPrimitive;
  readonly label: string;
}

/** The choices of an enum (or of a multi-select's items): each value with its enumLabels entry, else the value as text. */
export function enumChoicesOf(schema: FormSchema): readonly EnumChoice[] {
  const source = schema.enum !== undefined ? schema : (schema.items ?? {});
  const options = source.enum ?? [];
  return options.map((value, index) => ({ value, label: source.enumLabels?.[index] ?? String(value) }));
}
