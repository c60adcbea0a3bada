import type { FieldTable } from './field-props';

/** Fields that look things up or span several pages: providers, the assessment, licence numbers. */
export const PROVIDER_FIELDS: FieldTable = {};
