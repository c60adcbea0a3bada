import type { Language } from '../domain/language/language';
import type { CalendarDate } from '../domain/shared/calendar-date';

/** What a command needs besides its arguments. */
export interface CommandContext {
  /** Positional arguments after the command name. */
  readonly args: readonly string[];
  /** --today, resolved lazily so that commands that ignore dates never read the clock. */
  readonly today: () => CalendarDate;
  /**
   * --lang: the applicant's language. The domain's catalogues are already in it for the run; a
   * command uses it for what the issuer gives per language (a question's translated title).
   */
  readonly lang: Language;
}

/** Every command prints a readable explanation, or exactly one JSON document with --json. */
export interface CommandOutput {
  readonly json: unknown;
  readonly text: string;
}

export interface Command {
  readonly name: string;
  readonly synopsis: string;
  readonly summary: string;
  /** Whether --today means anything to this command (others reject it as bad input). */
  readonly takesToday: boolean;
  /** For a command that reads a JSON document: its shape, one line each, shown by `attest COMMAND --help`. */
  readonly input?: readonly string[];
  /** A run that works as written from the repository root, on an example file kept in examples/cli. */
  readonly example?: string;
  run(context: CommandContext): CommandOutput;
}
