import type { CalendarDate } from '../domain/shared/calendar-date';

/** What a command needs besides its arguments. */
export interface CommandContext {
  /** Positional arguments after the command name. */
  readonly args: readonly string[];
  /** --today, resolved lazily so that commands that ignore dates never read the clock. */
  readonly today: () => CalendarDate;
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
  run(context: CommandContext): CommandOutput;
}
