import type { InterviewStatus } from '../../../src/domain/stage/interview-status';
import type { PollingFacts } from '../../../src/domain/stage/polling-rules';
import { constantPollingEnabled, shouldSkipPolling } from '../../../src/domain/stage/polling-rules';
import type { RequestStatusType } from '../../../src/domain/request-status/request-status-type';

const polling: PollingFacts = { storeStatus: 'success', requestStatus: 'processing', constantPollingEnabled: true };

describe('the polling skip rule', () => {
  it.each<InterviewStatus>(['error', 'uninitialized', 'loading', 'loggedOut'])(
    'skips while the store status is %s',
    (storeStatus) => {
      expect(shouldSkipPolling({ ...polling, storeStatus })).toBe(true);
    },
  );

  it.each<InterviewStatus>(['success', 'finished', 'transition'])(
    'polls while the store status is %s',
    (storeStatus) => {
      expect(shouldSkipPolling({ ...polling, storeStatus })).toBe(false);
    },
  );

  it.each<RequestStatusType>(['complete', 'canceled', 'timeout', 'maxAttemptsExceeded'])(
    'skips once the request is %s',
    (requestStatus) => {
      expect(shouldSkipPolling({ ...polling, requestStatus })).toBe(true);
    },
  );

  it.each<RequestStatusType>(['new', 'processing'])('polls while the request is %s', (requestStatus) => {
    expect(shouldSkipPolling({ ...polling, requestStatus })).toBe(false);
  });

  it('skips when rpr_constant_polling_enabled is off', () => {
    expect(shouldSkipPolling({ ...polling, constantPollingEnabled: false })).toBe(true);
  });

  it('defaults rpr_constant_polling_enabled to on, and off in the business flow', () => {
    expect(constantPollingEnabled({}, false)).toBe(true);
    expect(constantPollingEnabled({}, true)).toBe(false);
    expect(constantPollingEnabled({ rpr_constant_polling_enabled: false }, false)).toBe(false);
    expect(constantPollingEnabled({ rpr_constant_polling_enabled: true }, true)).toBe(true);
  });
});
