/**
 * Bad input from the person at the terminal: the CLI prints its message as one line on stderr
 * and exits with code 2. Anything else that escapes is a bug, reported the same way.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const USAGE_EXIT_CODE = 2;
