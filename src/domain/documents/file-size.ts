import { catalogue } from '../language/translation';
const KB = 1024;
const MB = 1024 * KB;

/** How a size is written: the plural of 'byte' and the place of the unit are the language's. */
export const FILE_SIZE_TEXTS = catalogue('FILE_SIZE_TEXTS', {
  /** Below 1 KB: '1 byte', '12 bytes'. */
  bytes: (count: number): string => `${count} ${count === 1 ? 'byte' : 'bytes'}`,
  /** '1.2 MB', '340 KB': `amount` is already rounded and written with its decimal point. */
  units: (amount: string, unit: 'KB' | 'MB'): string => `${amount} ${unit}`,
});

/**
 * A file's size as the preview list shows it ('1.2 MB', '340 KB', '12 bytes'). Spec is silent on the
 * format: binary units, as the 10 MB limit is counted (10 × 1024 × 1024 bytes), rounded down (a
 * size is never shown larger than it is), with one decimal below 10 of a unit.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return FILE_SIZE_TEXTS.bytes(bytes);
  const [amount, unit] = bytes < MB ? [bytes / KB, 'KB' as const] : [bytes / MB, 'MB' as const];
  const shown = amount < 10 ? (Math.floor(amount * 10) / 10).toFixed(1) : String(Math.floor(amount));
  return FILE_SIZE_TEXTS.units(shown, unit);
}
