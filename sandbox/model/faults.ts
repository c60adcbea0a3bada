/** A failure or a delay the next matching call(s) get (POST /__sandbox/faults), for end-to-end tests. */
export interface Fault {
  readonly method: string;
  /** Matched against the end of the request path, so '/attributeData' needs no mount prefix. */
  readonly path: string;
  /**
   * An HTTP status from 400 to 599, or 'network': the connection is dropped with no answer. Absent
   * with a delay: the call is only slowed, then answered as usual.
   */
  readonly status?: number | 'network';
  /** Milliseconds the call is held first (up to a minute): a slow upload, a slow save. */
  readonly delayMs?: number;
  times: number;
}

/** The longest delay a fault may ask for: longer than any test waits, shorter than the app's 30 s time-out twice. */
const MAX_DELAY_MS = 60_000;

export function parseFault(raw: unknown): Fault | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'The fault must be a JSON object';
  const { method, path, status, delayMs, times = 1 } = raw as Record<string, unknown>;
  if (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method)) return 'method must be an HTTP method';
  if (typeof path !== 'string' || !path.startsWith('/')) return "path must start with '/'";
  const validDelay =
    delayMs === undefined || (Number.isInteger(delayMs) && Number(delayMs) >= 1 && Number(delayMs) <= MAX_DELAY_MS);
  if (!validDelay) return `delayMs must be a whole number of milliseconds from 1 to ${MAX_DELAY_MS}`;
  const validStatus =
    (status === undefined && delayMs !== undefined) ||
    status === 'network' ||
    (Number.isInteger(status) && Number(status) >= 400 && Number(status) <= 599);
  if (!validStatus) return "status must be an HTTP status from 400 to 599 or 'network' (or left out with a delayMs)";
  if (!Number.isInteger(times) || Number(times) < 1 || Number(times) > 1000)
    return 'times must be a whole number from 1';
  return {
    method: method.toUpperCase(),
    path,
    ...(status === undefined ? {} : { status: status as number | 'network' }),
    ...(delayMs === undefined ? {} : { delayMs: Number(delayMs) }),
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
