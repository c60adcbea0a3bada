import { inject, injectable } from 'inversify';
import type { ErrorAction } from '../../domain/errors/error-actions';
import { actionFor, ERROR_ACTION_TEXTS } from '../../domain/errors/error-actions';
import type { ErrorReason } from '../../domain/errors/error-reason';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import type { ServiceError } from '../ports/service-error';
import { reasonOf } from '../ports/service-error';
import type { ErrorActionTarget } from '../use-cases/error-action.use-case';
import { ErrorActionUseCase, UNKNOWN_REQUEST_PATH } from '../use-cases/error-action.use-case';
import { ErrorViewModel } from './error.view-model';
import { SnackbarViewModel } from './snackbar.view-model';
import { makeViewModelObservable } from './view-model-observable';

/**
 * The error page's automatic actions (spec 000 §8): a reason with an action shows a spinner instead
 * of a heading and message, and the action runs once: session-expired shows its snackbar first,
 * then the use case logs out locally and redirects.
 *
 * Spec is silent on the error state after an action took the user to a normal page (the business
 * landing after session-expired or a refused business session): it is cleared, so that page does
 * not show the error again. The link-expired route keeps it: that page is the error's own page.
 */
@injectable()
export class ErrorActionViewModel {
  constructor(
    @inject(ErrorViewModel) private readonly error: ErrorViewModel,
    @inject(SnackbarViewModel) private readonly snackbar: SnackbarViewModel,
    @inject(ErrorActionUseCase) private readonly actions: ErrorActionUseCase,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
  ) {
    makeViewModelObservable(this, ['error', 'snackbar', 'actions', 'reporter']);
  }

  /** The automatic action of the global error state's reason, if it has one. */
  get action(): ErrorAction | null {
    return this.error.reason === null ? null : actionFor(this.error.reason);
  }

  /** The error page shows a spinner instead of its texts while the global reason has an action. */
  get showsSpinner(): boolean {
    return this.action !== null;
  }

  /** The same rule for a reason the page got from elsewhere (its input, the route or the query). */
  showsSpinnerFor(reason: ErrorReason | null): boolean {
    return reason !== null && actionFor(reason) !== null;
  }

  /**
   * A failed call: puts its reason on the global error state and runs its action at once, so a
   * screen that is not the error page (the business form, the status page) still leaves on an
   * expired session. A contract drift (malformed answer) is reported, then shown as 'unexpected'.
   */
  failWith(failure: ServiceError): ErrorActionTarget | null {
    if (failure.kind === 'malformed') this.reporter.report(new Error(failure.message), { kind: 'malformed' });
    this.error.fail(reasonOf(failure) ?? 'unexpected', failure.message);
    return this.run();
  }

  /** A failure the application found itself (no session, say): shown like a failed call. */
  fail(reason: ErrorReason, message?: string): ErrorActionTarget | null {
    this.error.fail(reason, message);
    return this.run();
  }

  /**
   * Runs the action of `reason` (default: the global error state's). Returns where it sent the
   * browser, or null when the reason has no action. Running it twice (a screen mounted twice) is
   * harmless: the snackbar queue drops a repeat and the use case does not navigate to where the
   * browser already is.
   */
  run(reason: ErrorReason | null = this.error.reason): ErrorActionTarget | null {
    const action = reason === null ? null : actionFor(reason);
    if (action === null) return null;
    if (action === 'session-expired') this.snackbar.show(() => ERROR_ACTION_TEXTS.sessionExpiredSnackbar);
    const target = this.actions.execute(action);
    if (target.kind === 'route' && target.path !== UNKNOWN_REQUEST_PATH) {
      this.error.clear();
    }
    return target;
  }
}
