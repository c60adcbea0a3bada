import { readFileSync } from 'node:fs';
import { UsageError } from './usage-error';

/** Reads FILE, or standard input for `-`, and parses it as JSON. */
export function readJsonInput(source: string | undefined, what: string): unknown {
  if (source === undefined) throw new UsageError(`missing ${what}: give a FILE, or - to read standard input`);
  let text: string;
  try {
    text = readFileSync(source === '-' ? 0 : source, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (code ?? 'unreadable');
    throw new UsageError(`cannot read ${source === '-' ? 'standard input' : source}: ${why}`);
  }
  return parseJson(text, source === '-' ? 'standard input' : source);
}

export function parseJson(text: string, origin: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`${origin} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Turns a domain parser's failure (one line) into bad input. */
export function orUsage<T>(result: { ok: true; value: T } | { ok: false; error: string }, origin: string): T {
  if (!result.ok) throw new UsageError(`${origin}: ${result.error}`);
  return result.value;
}
