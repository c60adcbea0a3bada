import { readFileSync } from 'node:fs';
import { UsageError } from './usage-error';

/** Reads FILE, or standard input for `-`, and parses it as JSON. */
export function readJsonInput(source: string): unknown {
  const origin = source === '-' ? 'standard input' : source;
  let text: string;
  try {
    text = readFileSync(source === '-' ? 0 : source, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (code ?? 'unreadable');
    throw new UsageError(`cannot read ${origin}: ${why}`);
  }
  return parseJson(text, origin);
}

export function parseJson(text: string, origin: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`${origin} is not valid JSON: ${(error as Error).message}`);
  }
}
