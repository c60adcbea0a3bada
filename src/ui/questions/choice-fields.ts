import type { FieldTable } from './field-props';

/** Fields with issuer HTML, lists, providers and multi-page answers. */
export const CHOICE_FIELDS: FieldTable = {};
