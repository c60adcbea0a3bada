/** The methods of a port whose every method answers with a promise. */
type AsyncPort<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;
};

/**
 * A port served by an adapter that is loaded on its first call, so a page that never uses it
 * (the applicant's overview never calls the business-check service) does not download it.
 * The port's promise of "failures are values" holds while loading: if the adapter's chunk
 * cannot load (offline), the call answers `whenUnavailable()` instead of rejecting, and the
 * next call tries to load it again.
 */
export function deferredAdapter<T extends AsyncPort<T>>(
  load: () => Promise<T>,
  whenUnavailable: () => Awaited<ReturnType<T[keyof T]>>,
): T {
  let adapter: Promise<T> | null = null;
  const call = async (method: keyof T, args: unknown[]) => {
    adapter ??= load();
    let loaded: T;
    try {
      loaded = await adapter;
    } catch {
      adapter = null;
      return whenUnavailable();
    }
    return (loaded[method] as (...a: unknown[]) => Promise<unknown>).apply(loaded, args);
  };
  // 'then' stays undefined: a port is not a promise, and Inversify (like await) treats a value
  // with a then method as one.
  return new Proxy({} as T, {
    get: (_target, method) =>
      typeof method === 'string' && method !== 'then'
        ? (...args: unknown[]) => call(method as keyof T, args)
        : undefined,
  });
}
