import type { RequestStatusType } from '../../../src/domain/request-status/request-status-type';
import {
  advanceRequestStatus,
  businessRequestStatus,
  displayStateOfRequestStatus,
  isRequestStatusType,
  REQUEST_STATUS_TYPES,
} from '../../../src/domain/request-status/request-status-type';
import { DISPLAY_STATES } from '../../../src/domain/request-status/display-state';

describe('the in-app request status', () => {
  it('moves a new request to processing once every question is complete', () => {
    expect(advanceRequestStatus('new', true)).toBe('processing');
    expect(advanceRequestStatus('new', false)).toBe('new');
  });

  it.each<RequestStatusType>(['processing', 'complete', 'timeout', 'canceled', 'maxAttemptsExceeded'])(
    'leaves %s as it is when questions complete',
    (status) => {
      expect(advanceRequestStatus(status, true)).toBe(status);
    },
  );

  it('makes a business request complete once the case status is not unspecified', () => {
    expect(businessRequestStatus('passed', false)).toBe('complete');
    expect(businessRequestStatus('failed', false)).toBe('complete');
    expect(businessRequestStatus('dropoff', true)).toBe('complete');
  });

  it('makes an undecided business request processing when all questions are complete, else new', () => {
    expect(businessRequestStatus('unspecified', true)).toBe('processing');
    expect(businessRequestStatus('unspecified', false)).toBe('new');
  });

  it('shows each app status as its own display state, maxAttemptsExceeded as attempts_exceeded', () => {
    expect(displayStateOfRequestStatus('maxAttemptsExceeded')).toBe('attempts_exceeded');
    expect(REQUEST_STATUS_TYPES.map(displayStateOfRequestStatus).sort()).toEqual([...DISPLAY_STATES].sort());
  });

  it('recognises exactly the six status names', () => {
    expect(REQUEST_STATUS_TYPES.every(isRequestStatusType)).toBe(true);
    expect(isRequestStatusType('attempts_exceeded')).toBe(false);
    expect(isRequestStatusType(3)).toBe(false);
  });
});
