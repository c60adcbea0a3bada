/**
 * A case id is read as an integer from digits only (spec 000 §2: case_id is read as an integer;
 * the v2 route takes digits only). Anything else, or a number too large to hold exactly, is no
 * case id at all.
 */
export function parseCaseId(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}
