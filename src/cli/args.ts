import { UsageError } from './usage-error';

export interface ParsedArgs {
  readonly positionals: readonly string[];
  readonly json: boolean;
  readonly help: boolean;
  readonly today: string | null;
}

/**
 * Reads `attest COMMAND ARG... [--json] [--today YYYY-MM-DD] [--help]`. A lone `-` is a
 * positional (standard input); `--` ends the flags so that a value may start with a dash.
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  let json = false;
  let help = false;
  let today: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '--json') json = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--today' || arg.startsWith('--today=')) {
      const value = arg === '--today' ? argv[++i] : arg.slice('--today='.length);
      if (value === undefined || value === '') throw new UsageError('--today needs a date as YYYY-MM-DD');
      today = value;
    } else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option ${arg} (see attest --help)`);
    else positionals.push(arg);
  }
  return { positionals, json, help, today };
}
