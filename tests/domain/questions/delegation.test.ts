import {
  delegationButton,
  delegationCheck,
  delegationsRemaining,
  unsentTextOutcome,
} from '../../../src/domain/questions/delegation';

describe('delegation by text', () => {
  it('sends to the qualified number while texts are left', () => {
    expect(delegationCheck({ hasSession: true, phone: '+1 (202) 555-0123', sent: 1 })).toEqual({
      send: true,
      recipient: '+12025550123',
    });
  });

  it('refuses without a session, with a bad number, or at the limit of 2', () => {
    expect(delegationCheck({ hasSession: false, phone: '+12025550123', sent: 0 })).toEqual({
      send: false,
      outcome: 'noSession',
    });
    expect(delegationCheck({ hasSession: true, phone: '555-0123', sent: 0 })).toEqual({
      send: false,
      outcome: 'badNumber',
    });
    expect(delegationCheck({ hasSession: true, phone: '+12025550123', sent: 2 })).toEqual({
      send: false,
      outcome: 'limitReached',
    });
  });

  it('takes the delegation phone number of spec 001 §3.7 and needs it valid (spec 001 §5.11)', () => {
    const phone = { number: '2025550123', dialCode: '1', country: 'US', qualifiedNumber: '+12025550123', valid: true };
    expect(delegationCheck({ hasSession: true, phone, sent: 0 })).toEqual({ send: true, recipient: '+12025550123' });
    // The valid flag is worked out again from the number, never taken on trust.
    const short = { number: '202', dialCode: '1', country: 'US', qualifiedNumber: '+1202', valid: true };
    expect(delegationCheck({ hasSession: true, phone: short, sent: 0 })).toEqual({ send: false, outcome: 'badNumber' });
    expect(delegationCheck({ hasSession: true, phone: null, sent: 0 })).toEqual({ send: false, outcome: 'badNumber' });
  });

  it('counts the texts left down to none', () => {
    expect([0, 1, 2, 3].map(delegationsRemaining)).toEqual([2, 1, 0, 0]);
  });
});

describe('delegationButton', () => {
  it('sends while texts are left, shows sending while one is on its way, and sent once none are left', () => {
    expect(delegationButton({ sending: false, remaining: 2 })).toBe('send');
    expect(delegationButton({ sending: false, remaining: 1 })).toBe('send');
    expect(delegationButton({ sending: true, remaining: 1 })).toBe('sending');
    expect(delegationButton({ sending: false, remaining: 0 })).toBe('sent');
  });
});

describe('unsentTextOutcome', () => {
  it("says the limit was reached when the service refused for its own limit (429), else the failure's message", () => {
    expect(unsentTextOutcome(429)).toBe('limitReached');
    expect([500, 400, 403, null].map(unsentTextOutcome)).toEqual(['failure', 'failure', 'failure', 'failure']);
  });
});
