import { UsageError } from '../usage-error';

/** Commands that read a document take exactly one FILE, or - for standard input. */
export function singleSource(command: string, args: readonly string[]): string {
  if (args.length !== 1) throw new UsageError(`${command} takes exactly one FILE, or - to read standard input`);
  return args[0] as string;
}
