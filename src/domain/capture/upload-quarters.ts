/** The progress a screen reader hears: each quarter once, not every percent. */
export type UploadQuarter = 0 | 25 | 50 | 75 | 100;

/** The last quarter an upload at `fraction` (0 to 1) has reached; values outside are clamped. */
export function uploadQuarter(fraction: number): UploadQuarter {
  const clamped = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  return (Math.floor(clamped * 4) * 25) as UploadQuarter;
}

/** The bar's value in whole percent. */
export const uploadPercent = (fraction: number): number =>
  Math.round((Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0) * 100);
