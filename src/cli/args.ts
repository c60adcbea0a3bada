import type { Language } from '../domain/language/language';
import { languageOf } from '../domain/language/language';
import { UsageError } from './usage-error';

export interface ParsedArgs {
  readonly positionals: readonly string[];
  readonly json: boolean;
  readonly help: boolean;
  readonly today: string | null;
  /** --lang: the language the applicant reads (issue 28); English when not given. */
  readonly lang: Language;
}

/**
 * Reads `attest COMMAND ARG... [--json] [--today YYYY-MM-DD] [--lang en|es] [--help]`. Only those are options
 * (with -h for --help): any other `--name` is bad input (a mistyped option must not be judged as a
 * value), while anything else starting with a single dash is a value: `-` (standard input), `-1`,
 * `-5.0`, `-abc`, so that `attest check integer -1` judges -1. `--` ends the options, for a value
 * that itself starts with two dashes.
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  let json = false;
  let help = false;
  let today: string | null = null;
  let lang: Language = 'en';
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
    } else if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? argv[++i] : arg.slice('--lang='.length);
      const language = languageOf(value);
      // Only the exact codes: 'es-MX' names Spanish to a browser, but a support person types the option.
      if (language === null || value !== language) throw new UsageError('--lang takes en or es');
      lang = language;
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg} (see attest --help)`);
    else positionals.push(arg);
  }
  return { positionals, json, help, today, lang };
}
