import type { FormMessageKey } from './messages';

export const SCHEMA_TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean'] as const;
export type SchemaType = (typeof SCHEMA_TYPES)[number];

export type JsonPrimitive = string | number | boolean | null;

/** The declarative description a form is rendered from (spec 001 §10.1). */
export interface FormSchema {
  readonly $id?: string;
  readonly title?: string;
  readonly description?: string;
  readonly hint?: string;
  readonly warning?: string;
  readonly placeholder?: string;
  /** Message overrides, by message key. */
  readonly strings?: Readonly<Partial<Record<FormMessageKey, string>>>;
  readonly type?: SchemaType;
  readonly format?: string;
  readonly enum?: readonly JsonPrimitive[];
  readonly enumLabels?: readonly string[];
  /** A constant value: the field renders nothing. */
  readonly const?: JsonPrimitive;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly addItemTitle?: string;
  readonly multiline?: boolean;
  readonly readOnly?: boolean;
  /** Names offered as {{variable}} mentions in the html editor. */
  readonly variables?: readonly string[];
  readonly htmlExtensions?: { readonly links?: boolean };
  readonly properties?: Readonly<Record<string, FormSchema>>;
  readonly required?: readonly string[];
  readonly items?: FormSchema;
  /**
   * The field's starting value (JSON Schema's `default`): any JSON value, kept as the schema gives
   * it; the form starts from it when no answer is kept (initialFormValue).
   */
  readonly default?: unknown;
}

/** A schema whose root is an object: the only kind of form allowed (spec 001 §10). */
export type ObjectFormSchema = FormSchema & { readonly type: 'object' };
