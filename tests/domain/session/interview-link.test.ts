import { interviewLinkOf } from '../../../src/domain/session/interview-link';

describe('interviewLinkOf', () => {
  it('hands back the interview link exactly as it was opened, without its fragment', () => {
    expect(interviewLinkOf('https://verify.attest.example/?rprId=R1&canary=c4n&enable_return=true')).toBe(
      'https://verify.attest.example/?rprId=R1&canary=c4n&enable_return=true',
    );
    expect(interviewLinkOf('https://verify.attest.example/v/start?canary=c4n&rprId=R1&q=selfie#/interview/R1')).toBe(
      'https://verify.attest.example/v/start?canary=c4n&rprId=R1&q=selfie',
    );
    expect(interviewLinkOf('http://127.0.0.1:8080/?rprId=R1&canary=c4n')).toBe(
      'http://127.0.0.1:8080/?rprId=R1&canary=c4n',
    );
  });

  it('has none for a hand-off link: its code is used up, and the canary was never in it', () => {
    expect(interviewLinkOf('https://verify.attest.example/?q=selfie&handoff=H1#/interview/R1')).toBeNull();
    expect(interviewLinkOf('https://verify.attest.example/?rprId=R1&canary=c4n&handoff=H1')).toBeNull();
  });

  it('has none when the page was opened without the link (a reload after the app moved on)', () => {
    expect(interviewLinkOf('https://verify.attest.example/question/identity_assurance-selfie')).toBeNull();
    expect(interviewLinkOf('https://verify.attest.example/?rprId=R1')).toBeNull();
    expect(interviewLinkOf('https://verify.attest.example/?case_id=12&auth_code=A')).toBeNull();
    expect(interviewLinkOf(null)).toBeNull();
  });

  it('has none for an address the app would not follow (the address rule: https, or http on loopback)', () => {
    expect(interviewLinkOf('http://verify.attest.example/?rprId=R1&canary=c4n')).toBeNull();
    expect(interviewLinkOf('javascript:alert(1)//?rprId=R1&canary=c4n')).toBeNull();
  });
});
