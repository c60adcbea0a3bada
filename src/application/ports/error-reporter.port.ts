/**
 * Error reporting (Sentry behind it). Reports identify the user by e-mail and tag the business flow
 * and gls- issuers (spec 000 §6); the adapter scrubs every answer value before anything leaves.
 */
export interface ErrorReporter {
  /** The issuer's id and, where known, its display name: either starting with gls- flags it. */
  identify(user: {
    readonly email: string | null;
    readonly businessFlow: boolean;
    readonly issuerId: string | null;
    readonly issuerName?: string | null;
  }): void;
  report(error: unknown, context?: Readonly<Record<string, string>>): void;
}

export const ERROR_REPORTER = Symbol.for('ErrorReporter');
