const KB = 1024;
const MB = 1024 * KB;

/**
 * A file's size as the preview list shows it ('1.2 MB', '340 KB', '12 bytes'). Spec is silent on the
 * format: binary units, as the 10 MB limit is counted (10 × 1024 × 1024 bytes), rounded down (a
 * size is never shown larger than it is), with one decimal below 10 of a unit.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const [amount, unit] = bytes < MB ? [bytes / KB, 'KB'] : [bytes / MB, 'MB'];
  const shown = amount < 10 ? (Math.floor(amount * 10) / 10).toFixed(1) : String(Math.floor(amount));
  return `${shown} ${unit}`;
}
