import type { FieldTable } from './field-props';

/** Fields whose answer is typed text or a small object the domain validates and encodes. */
export const TYPED_FIELDS: FieldTable = {};
