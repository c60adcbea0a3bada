import type { ErrorAction } from './error-actions';
import { actionFor } from './error-actions';
import type { ErrorTextContext } from './error-catalogue';
import { errorText } from './error-catalogue';
import type { ErrorReason } from './error-reason';
import { recogniseReason } from './error-reason';
import type { WaysForward } from './ways-forward';
import { waysForward } from './ways-forward';

/** What the error page shows for a reason, as support staff read it (attest error REASON). */
export interface ErrorReport {
  readonly reason: ErrorReason;
  readonly heading: string;
  readonly message: string;
  readonly action: ErrorAction | null;
  /** What the page offers besides the browser's Back button (Back to your questions needs a session). */
  readonly waysForward: WaysForward;
}

export function describeError(reason: string, context: ErrorTextContext = {}): ErrorReport {
  const recognised = recogniseReason(reason.trim());
  const { heading, message } = errorText(recognised, context);
  return { reason: recognised, heading, message, action: actionFor(recognised), waysForward: waysForward(recognised) };
}
