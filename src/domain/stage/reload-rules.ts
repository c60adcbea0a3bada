/** Data as JSON carries it: what a reload brings back. A key holding undefined counts as absent, as in JSON. */
export type JsonValue =
  null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue | undefined };

/**
 * Reloading the interview is skipped when no session exists, a submission is running or the
 * applicant is typing into a field (spec 000 §4), so a reload never lands under a running edit.
 */
export const shouldSkipReload = (facts: {
  readonly hasSession: boolean;
  readonly submitting: boolean;
  readonly typing: boolean;
}): boolean => !facts.hasSession || facts.submitting || facts.typing;

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  const left = a as Readonly<Record<string, unknown>>;
  const right = b as Readonly<Record<string, unknown>>;
  // Keys holding undefined are absent in JSON.
  const keys = (o: Readonly<Record<string, unknown>>) => Object.keys(o).filter((key) => o[key] !== undefined);
  const leftKeys = keys(left);
  if (leftKeys.length !== keys(right).length) return false;
  return leftKeys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

/**
 * After a reload the state is replaced only if the data changed (spec 000 §4), so screens do not
 * re-render for an identical answer. Equality is structural; the order of object keys does not
 * count as a change, since the server may serialise the same data in another order.
 */
export const shouldReplace = (previous: JsonValue, next: JsonValue): boolean => !sameJson(previous, next);
