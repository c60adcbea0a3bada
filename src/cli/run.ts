import { DOMAIN_CATALOGUES } from '../domain/language/domain-catalogues';
import { DOMAIN_CATALOGUES_ES } from '../domain/language/domain-catalogues.es';
import { applyTexts } from '../domain/language/translation';
import { parseArgs } from './args';
import { commands } from './commands/registry';
import { helpText } from './help';
import { resolveToday } from './today';
import { USAGE_EXIT_CODE, UsageError } from './usage-error';

/** Runs one invocation; returns the exit code. Output goes through the two writers. */
export function run(argv: readonly string[], out: (text: string) => void, errOut: (text: string) => void): number {
  try {
    const parsed = parseArgs(argv);
    const [name, ...args] = parsed.positionals;
    if (name === undefined || name === 'help') {
      if (parsed.help || name === 'help') {
        out(helpText(args[0]));
        return 0;
      }
      throw new UsageError('no command given (see attest --help)');
    }
    const command = commands.find((candidate) => candidate.name === name);
    if (command === undefined) throw new UsageError(`unknown command '${name}' (see attest --help)`);
    if (parsed.help) {
      out(helpText(name));
      return 0;
    }
    if (parsed.today !== null && !command.takesToday) throw new UsageError(`${name} does not take --today`);
    const today = () => resolveToday(parsed.today);
    if (parsed.today !== null) today(); // bad --today is bad input even when no value needs it
    // What a Spanish-reading applicant sees (issue 28): the domain's catalogues in Spanish for this
    // run; the CLI's own words (Reason:, Heading:) stay English, for the support person reading it.
    applyTexts(DOMAIN_CATALOGUES, parsed.lang === 'es' ? DOMAIN_CATALOGUES_ES : 'en');
    const output = command.run({ args, today, lang: parsed.lang });
    out(parsed.json ? JSON.stringify(output.json, null, 2) : output.text);
    return 0;
  } catch (error) {
    const line = error instanceof UsageError ? error.message : `internal error: ${(error as Error)?.message ?? error}`;
    errOut(`attest: ${line.replace(/\s*\n\s*/g, ' ')}`);
    return error instanceof UsageError ? USAGE_EXIT_CODE : 1;
  } finally {
    applyTexts(DOMAIN_CATALOGUES, 'en');
  }
}
