import type { RequestRecord } from '../../../src/domain/request-status/request-record';
import {
  requestStatusOfDisplayState,
  requestStatusOfRecord,
} from '../../../src/domain/request-status/request-status-of-record';
import {
  displayStateOfRequestStatus,
  REQUEST_STATUS_TYPES,
} from '../../../src/domain/request-status/request-status-type';

const record = (status: string, extra: Partial<RequestRecord> = {}): RequestRecord => ({
  status,
  createdAt: 1_790_000_000,
  submittedAt: null,
  completedAt: null,
  agreements: [],
  ...extra,
});

describe('request status of a record', () => {
  it('is the inverse of the display state of each app status', () => {
    for (const status of REQUEST_STATUS_TYPES) {
      expect(requestStatusOfDisplayState(displayStateOfRequestStatus(status))).toBe(status);
    }
  });

  it('reads a pending request as new and advances it to processing once every question is complete', () => {
    expect(requestStatusOfRecord(record('pending'), false)).toBe('new');
    expect(requestStatusOfRecord(record('pending'), true)).toBe('processing');
  });

  it('keeps a timed-out or terminated request where it is whatever the questions say', () => {
    expect(requestStatusOfRecord(record('timeout'), true)).toBe('timeout');
    expect(requestStatusOfRecord(record('timeout', { submittedAt: 1_790_000_100 }), false)).toBe('canceled');
    expect(requestStatusOfRecord(record('terminated'), false)).toBe('canceled');
    expect(requestStatusOfRecord(record('complete'), false)).toBe('complete');
  });

  it('counts a record not loaded yet as a new request', () => {
    expect(requestStatusOfRecord(null, false)).toBe('new');
  });
});
