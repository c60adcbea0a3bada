import { assertNever } from '../shared/assert-never';
import type { DisplayState } from './display-state';
import { REQUEST_STATUS_MESSAGES } from './messages';

/**
 * The alert above the timeline; a new request has none. Its own module, apart from
 * displayStateOf, which the start bundle carries: the status page's words load with the page.
 */
export function statusAlert(state: DisplayState): string | null {
  const { alerts } = REQUEST_STATUS_MESSAGES;
  switch (state) {
    case 'new':
      return null;
    case 'processing':
      return alerts.processing;
    case 'complete':
      return alerts.complete;
    case 'timeout':
      return alerts.timeout;
    case 'canceled':
      return alerts.canceled;
    case 'attempts_exceeded':
      return alerts.attemptsExceeded;
    default:
      return assertNever(state, 'display state');
  }
}
