import type { ErrorReporter } from '../../../src/application/ports/error-reporter.port';

export class FakeErrorReporter implements ErrorReporter {
  readonly reports: { error: unknown; context?: Readonly<Record<string, string>> }[] = [];
  user: Parameters<ErrorReporter['identify']>[0] | null = null;
  identify(user: Parameters<ErrorReporter['identify']>[0]): void {
    this.user = user;
  }
  report(error: unknown, context?: Readonly<Record<string, string>>): void {
    this.reports.push({ error, context });
  }
}
