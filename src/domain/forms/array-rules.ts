import { formFieldKind } from './field-kind';
import type { FormSchema } from './form-schema';

/** The value of a freshly added (or padded) item: an empty object, list or text, else null. */
export function emptyItemFor(schema: FormSchema | undefined): unknown {
  if (schema === undefined) return null;
  switch (formFieldKind(schema)) {
    case 'object':
      return {};
    case 'array':
    case 'multi-select':
      return [];
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
    case 'date':
    case 'color':
    case 'image-url':
    case 'html':
      return '';
    default:
      return null;
  }
}

/**
 * The items an array field shows: padded with empty items up to minItems (spec 001 §10.3).
 * Spec is silent on a non-empty list shorter than minItems (it can only come from stored data):
 * it is padded too, so the first minItems items always exist.
 */
export function padToMinItems(items: readonly unknown[], schema: FormSchema): readonly unknown[] {
  const missing = (schema.minItems ?? 0) - items.length;
  return missing > 0 ? [...items, ...Array.from({ length: missing }, () => emptyItemFor(schema.items))] : items;
}

/** Whether a list is required, and whether nothing in it is filled in (isBlankValue). */
export interface ListState {
  readonly required: boolean;
  readonly blank: boolean;
}

/**
 * The first minItems items are required (spec 001 §10.5) while the list itself is: a required list,
 * or an optional one once anything in it is filled in. Spec 001 §10.5 says both 'minItems makes the
 * first items required' and 'a value is valid if it passes, or is optional and empty': an optional
 * list left blank (its padded items empty) is valid and is sent as absent, so its items are not
 * required then, and their labels show no required marker. The marker and the rule read this one
 * function (the form's check and the list's items), so they cannot disagree.
 */
export const isItemRequired = (index: number, schema: FormSchema, list: ListState): boolean =>
  index < (schema.minItems ?? 0) && (list.required || !list.blank);

/** Why add is disabled: the list holds maxItems items, or it is invalid (spec 001 §10.3). */
export type AddItemBlock = { readonly reason: 'full'; readonly maxItems: number } | { readonly reason: 'invalid' };

/**
 * What stops an add, or null when it may: a full list first (the reason that lasts), then an
 * invalid one (spec 001 §10.3).
 */
export function addItemBlock(schema: FormSchema, count: number, arrayValid: boolean): AddItemBlock | null {
  if (schema.maxItems !== undefined && count >= schema.maxItems) return { reason: 'full', maxItems: schema.maxItems };
  return arrayValid ? null : { reason: 'invalid' };
}

/** Add is disabled while the array is invalid or once it holds maxItems items (spec 001 §10.3). */
export const canAddItem = (schema: FormSchema, count: number, arrayValid: boolean): boolean =>
  addItemBlock(schema, count, arrayValid) === null;

/** Items can be deleted only while the count exceeds minItems (spec 001 §10.3). */
export const canDeleteItem = (schema: FormSchema, count: number): boolean => count > (schema.minItems ?? 0);

/** The add button's label: addItemTitle, or 'ADD'. */
export const addItemLabel = (schema: FormSchema, fallback: string): string => schema.addItemTitle ?? fallback;
