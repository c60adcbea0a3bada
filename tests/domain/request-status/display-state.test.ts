import type { DisplayState } from '../../../src/domain/request-status/display-state';
import { DISPLAY_STATES, displayStateOf } from '../../../src/domain/request-status/display-state';
import { statusAlert } from '../../../src/domain/request-status/status-alert';
import type { RequestRecord } from '../../../src/domain/request-status/request-record';
import { statusLabel } from '../../../src/domain/request-status/status-label';

const record = (overrides: Partial<RequestRecord>): RequestRecord => ({
  status: 'in_process',
  createdAt: 1_790_000_000,
  submittedAt: null,
  completedAt: null,
  agreements: [],
  ...overrides,
});

describe('displayStateOf (stored request statuses)', () => {
  it('shows complete as complete', () => {
    expect(displayStateOf(record({ status: 'complete', submittedAt: 1 }))).toBe('complete');
  });

  it('shows a timeout before submission as timeout', () => {
    expect(displayStateOf(record({ status: 'timeout' }))).toBe('timeout');
  });

  it('shows a timeout after submission as canceled', () => {
    expect(displayStateOf(record({ status: 'timeout', submittedAt: 1_790_100_000 }))).toBe('canceled');
  });

  it('shows terminated as canceled', () => {
    expect(displayStateOf(record({ status: 'terminated' }))).toBe('canceled');
  });

  it('shows a request whose first agreement timed out as timeout', () => {
    const agreements = [
      { attributeType: 'core.ssn', fulfilmentStatus: 'timeout' },
      { attributeType: 'core.fullname', fulfilmentStatus: 'fulfilled' },
    ];
    expect(displayStateOf(record({ status: 'in_process', agreements }))).toBe('timeout');
    expect(displayStateOf(record({ status: 'pending', agreements }))).toBe('timeout');
  });

  it('looks only at the first agreement for a fulfilment timeout', () => {
    const agreements = [
      { attributeType: 'core.ssn', fulfilmentStatus: 'fulfilled' },
      { attributeType: 'core.fullname', fulfilmentStatus: 'timeout' },
    ];
    expect(displayStateOf(record({ status: 'in_process', agreements }))).toBe('processing');
  });

  it.each(['new', 'pending'])('shows %s as new', (status) => {
    expect(displayStateOf(record({ status }))).toBe('new');
  });

  it.each([
    'in_process',
    'subscribed',
    'error-IdentityResolution',
    'error-InvalidAttributeException',
    'error-SubjectConsent',
    'something-else',
  ])('shows %s as processing', (status) => {
    expect(displayStateOf(record({ status }))).toBe('processing');
  });
});

describe('statusAlert', () => {
  it.each<[DisplayState, string | null]>([
    ['new', null],
    ['processing', 'Your information is being verified with official sources'],
    ['complete', 'Your information verification has completed successfully'],
    ['timeout', 'This verification has expired due to lack of response'],
    ['canceled', 'This verification has been canceled'],
    ['attempts_exceeded', 'This verification has reached the maximum number of attempts'],
  ])('gives %s the alert %j', (state, alert) => {
    expect(statusAlert(state)).toBe(alert);
  });

  it('covers every display state', () => {
    expect(DISPLAY_STATES).toHaveLength(6);
  });
});

describe('statusLabel', () => {
  it.each([
    [{ status: 'new' }, 'New'],
    [{ status: 'pending' }, 'Pending'],
    [{ status: 'in_process' }, 'In Process'],
    [{ status: 'subscribed' }, 'In Process'],
    [{ status: 'complete', submittedAt: 1_790_100_000 }, 'Complete'],
    [{ status: 'timeout' }, 'Timed Out'],
  ] as const)('labels %j as %s', (overrides, label) => {
    expect(statusLabel(record(overrides))).toBe(label);
  });

  it('follows the display state: a timeout after submission is canceled, not timed out', () => {
    expect(statusLabel(record({ status: 'timeout', submittedAt: 1_790_100_000 }))).toBe('Canceled');
    expect(statusLabel(record({ status: 'terminated' }))).toBe('Canceled');
  });

  it('calls a pending request whose first agreement timed out Timed Out', () => {
    const agreements = [{ attributeType: 'core.ssn', fulfilmentStatus: 'timeout' }];
    expect(statusLabel(record({ status: 'pending', agreements }))).toBe('Timed Out');
  });
});
