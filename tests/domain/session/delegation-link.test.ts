import { delegationInterviewLink } from '../../../src/domain/session/delegation-link';

describe('the delegation interview link', () => {
  it('is the current path without its leading /v/, with q=attribute and hash /interview/{rprId}', () => {
    expect(
      delegationInterviewLink({ origin: 'https://app.example', pathname: '/v/interview/' }, 'core.selfie', 'R 1'),
    ).toBe('https://app.example/interview/?q=core.selfie#/interview/R%201');
  });

  it('keeps a path that does not start with /v/', () => {
    expect(delegationInterviewLink({ origin: '', pathname: '/app/v/' }, 'a', 'R')).toBe('/app/v/?q=a#/interview/R');
  });
});
