import type { Translation } from '../language/translation';
import type { FILE_SIZE_TEXTS } from './file-size';

/** Spanish says 'byte' and 'bytes' too; the decimal point stays a point, as es-US writes it (the glossary). */
export const FILE_SIZE_TEXTS_ES: Translation<typeof FILE_SIZE_TEXTS> = {
  bytes: (count) => `${count} ${count === 1 ? 'byte' : 'bytes'}`,
  units: (amount, unit) => `${amount} ${unit}`,
};
