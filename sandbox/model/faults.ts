/** A failure the next matching call(s) get (POST /__sandbox/faults), for end-to-end tests. */
export interface Fault {
  readonly method: string;
  /** Matched against the end of the request path, so '/attributeData' needs no mount prefix. */
  readonly path: string;
  /**
   * An HTTP status from 400 to 599, 'network': the connection is dropped with no answer, or
   * 'slow': the call is answered as usual after `delayMs` (for a test to see a call under way).
   */
  readonly status: number | 'network' | 'slow';
  /** For 'slow': how long the answer waits, 1 to 10000 ms. */
  readonly delayMs?: number;
  times: number;
}

export function parseFault(raw: unknown): Fault | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'The fault must be a JSON object';
  const { method, path, status, times = 1, delayMs } = raw as Record<string, unknown>;
  if (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method)) return 'method must be an HTTP method';
  if (typeof path !== 'string' || !path.startsWith('/')) return "path must start with '/'";
  const validStatus =
    status === 'network' ||
    status === 'slow' ||
    (Number.isInteger(status) && Number(status) >= 400 && Number(status) <= 599);
  if (!validStatus) return "status must be an HTTP status from 400 to 599, 'network' or 'slow'";
  if (status === 'slow' && !(Number.isInteger(delayMs) && Number(delayMs) >= 1 && Number(delayMs) <= 10_000)) {
    return "delayMs must be a whole number of milliseconds from 1 to 10000 for a 'slow' fault";
  }
  if (!Number.isInteger(times) || Number(times) < 1 || Number(times) > 1000)
    return 'times must be a whole number from 1';
  return {
    method: method.toUpperCase(),
    path,
    status: status as Fault['status'],
    ...(status === 'slow' ? { delayMs: Number(delayMs) } : {}),
    times: Number(times),
  };
}

/** Takes one use of the first fault matching the call, if any. */
export function takeFault(faults: Fault[], method: string, path: string): Fault | null {
  const index = faults.findIndex((f) => f.method === method && path.endsWith(f.path));
  if (index < 0) return null;
  const fault = faults[index]!;
  fault.times -= 1;
  if (fault.times === 0) faults.splice(index, 1);
  return fault;
}
