import type { ErrorReporter } from '../../application/ports/error-reporter.port';

/**
 * The sandbox's error reporter: nothing leaves the machine and nothing goes to the console (a
 * report could carry what the tester typed). It only counts, so a tester or a test can see that
 * reports happened.
 */
export class SilentErrorReporter implements ErrorReporter {
  reported = 0;

  identify(_user: {
    readonly email: string | null;
    readonly businessFlow: boolean;
    readonly issuerId: string | null;
  }): void {
    // Nobody to tell in the sandbox.
  }

  report(_error: unknown, _context?: Readonly<Record<string, string>>): void {
    this.reported += 1;
  }
}
