import {
  isBusinessSession,
  parseStoredSession,
  sessionFromStartup,
  storedSessionOf,
} from '../../../src/domain/session/session';
import { parseStartupQuery } from '../../../src/domain/session/startup-query';
import { returnLinkOf } from '../../../src/domain/session/return-link';

describe('the session', () => {
  it('starts an interview session from a request id plus canary', () => {
    expect(
      sessionFromStartup(parseStartupQuery('rprId=R1&canary=C1&continue_url=https://x.example&enable_return=true')),
    ).toEqual({
      kind: 'interview',
      rprId: 'R1',
      canary: 'C1',
      continueUrl: 'https://x.example',
      enableReturn: true,
    });
  });

  it('starts a business session from a case id with its auth code', () => {
    expect(sessionFromStartup(parseStartupQuery('case_id=42&auth_code=A1'))).toEqual({
      kind: 'business',
      caseId: 42,
      enableReturn: false,
      authCode: 'A1',
    });
  });

  it('tells a business session from an interview session', () => {
    expect(isBusinessSession(sessionFromStartup(parseStartupQuery('case_id=1'))!)).toBe(true);
    expect(isBusinessSession(sessionFromStartup(parseStartupQuery('rprId=R&canary=C'))!)).toBe(false);
  });

  it('lets the case id win over a request id', () => {
    expect(sessionFromStartup(parseStartupQuery('case_id=42&rprId=R1&canary=C'))?.kind).toBe('business');
  });

  it('starts nothing without a case id or a request id plus canary', () => {
    expect(sessionFromStartup(parseStartupQuery('rprId=R1'))).toBeNull();
    expect(sessionFromStartup(parseStartupQuery(''))).toBeNull();
  });

  it('round-trips through storage', () => {
    const interview = sessionFromStartup(parseStartupQuery('rprId=R1&canary=C1&auth_code=A'))!;
    const business = sessionFromStartup(parseStartupQuery('case_id=9'))!;
    expect(parseStoredSession(storedSessionOf(interview))).toEqual({ ok: true, value: interview });
    expect(parseStoredSession(storedSessionOf(business))).toEqual({ ok: true, value: business });
    expect(storedSessionOf(business)).toEqual({ caseId: 9, enableReturn: false });
  });

  it.each([
    [null, 'the stored session must be an object'],
    [{ rprId: 'R', caseId: 1 }, 'the stored session has both an rprId and a caseId'],
    [{}, 'the stored session has neither an rprId nor a caseId'],
    [{ rprId: '' }, 'the stored session has neither an rprId nor a caseId'],
    [{ rprId: 5 }, "the stored session's rprId must be a string"],
    [{ caseId: 'x' }, "the stored session's caseId must be a whole number"],
    [{ caseId: 1.5 }, "the stored session's caseId must be a whole number"],
    [{ rprId: 'R', enableReturn: 'true' }, "the stored session's enableReturn must be true or false"],
  ])('refuses the stored session %j', (raw, message) => {
    expect(parseStoredSession(raw)).toEqual({ ok: false, error: message });
  });
});

describe('the return link', () => {
  it('shows only with enableReturn and a continue URL', () => {
    const base = { kind: 'interview', rprId: 'R', canary: 'C' } as const;
    expect(returnLinkOf({ ...base, enableReturn: true, continueUrl: 'https://x.example' })).toBe('https://x.example');
    expect(returnLinkOf({ ...base, enableReturn: false, continueUrl: 'https://x.example' })).toBeNull();
    expect(returnLinkOf({ ...base, enableReturn: true })).toBeNull();
    expect(returnLinkOf({ ...base, enableReturn: true, continueUrl: '' })).toBeNull();
    expect(returnLinkOf(null)).toBeNull();
  });
});
