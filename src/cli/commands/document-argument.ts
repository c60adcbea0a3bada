import type { Result } from '../../domain/shared/result';
import { readJsonInput } from '../input';
import { UsageError } from '../usage-error';

/**
 * The one argument of a command that explains a document: a FILE, or - for standard input. The
 * document is read as JSON and handed to the domain's parser; any failure is bad input.
 */
export function readDocument<T>(
  command: string,
  args: readonly string[],
  what: string,
  parse: (raw: unknown) => Result<T, string>,
): T {
  if (args.length !== 1) throw new UsageError(`${command} takes exactly one FILE, or - to read standard input`);
  const parsed = parse(readJsonInput(args[0] as string));
  if (!parsed.ok) throw new UsageError(`${what}: ${parsed.error}`);
  return parsed.value;
}
