import { landingSessionChange } from '../../../src/domain/session/business-landing';
import type { Session } from '../../../src/domain/session/session';

describe('the v2 landing page and the stored session', () => {
  const stored: Session = { kind: 'business', caseId: 42, enableReturn: false, authCode: 'A' };

  it('starts a session when there is none', () => {
    expect(landingSessionChange(null, 42, 'A')).toEqual({
      kind: 'start',
      session: { kind: 'business', caseId: 42, enableReturn: false, authCode: 'A' },
    });
  });

  it('keeps the session of the same case and code', () => {
    expect(landingSessionChange(stored, 42, 'A')).toEqual({ kind: 'keep', session: stored });
  });

  it('keeps the session when the address carries no auth code', () => {
    expect(landingSessionChange(stored, 42)).toEqual({ kind: 'keep', session: stored });
  });

  it('replaces the session on another case id or another auth code', () => {
    expect(landingSessionChange(stored, 43, 'A')).toMatchObject({ kind: 'replace', session: { caseId: 43 } });
    expect(landingSessionChange(stored, 42, 'B')).toMatchObject({ kind: 'replace', session: { authCode: 'B' } });
  });

  it('replaces an interview session', () => {
    const interview: Session = { kind: 'interview', rprId: 'R', canary: 'C', enableReturn: false };
    expect(landingSessionChange(interview, 42).kind).toBe('replace');
  });
});
