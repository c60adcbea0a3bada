import { injectable } from 'inversify';
import type { ErrorReason } from '../../domain/errors/error-reason';
import { makeViewModelObservable } from './view-model-observable';

/**
 * The global error state (spec 000 §2 'Error page': the page's reason comes, after its own input,
 * from here). Use cases put a failure here; the error page shows it or runs its automatic action.
 */
@injectable()
export class ErrorViewModel {
  reason: ErrorReason | null = null;
  /** The service's own message, when it gave one (never an answer value). */
  message: string | null = null;

  constructor() {
    makeViewModelObservable(this, []);
  }

  fail(reason: ErrorReason, message?: string): void {
    this.reason = reason;
    this.message = message ?? null;
  }

  clear(): void {
    this.reason = null;
    this.message = null;
  }
}
