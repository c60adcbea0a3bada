import { delegationInterviewLink, handoffInterviewLink } from '../../../src/domain/session/delegation-link';
import { parseStartupQuery } from '../../../src/domain/session/startup-query';

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

describe('the hand-off link', () => {
  it('is the interview link plus the code, and nothing else', () => {
    expect(
      handoffInterviewLink(
        { origin: 'https://app.example', pathname: '/v/question/core-selfie' },
        'core.selfie',
        'R1',
        'H&1',
      ),
    ).toBe('https://app.example/question/core-selfie?q=core.selfie&handoff=H%261#/interview/R1');
  });

  it('is read back by the startup query as q and handoff, with no canary or continue_url', () => {
    const link = handoffInterviewLink({ origin: '', pathname: '/' }, 'core.selfie', 'R1', 'code 1');
    const search = link.slice(link.indexOf('?'), link.indexOf('#'));
    expect(parseStartupQuery(search)).toEqual({ q: 'core.selfie', handoff: 'code 1', enableReturn: false });
  });

  it("carries the page's language when it is not English, read back by the startup query (issue 28)", () => {
    const link = handoffInterviewLink({ origin: '', pathname: '/' }, 'core.selfie', 'R1', 'c1', 'es');
    const search = link.slice(link.indexOf('?'), link.indexOf('#'));
    expect(parseStartupQuery(search)).toEqual({ q: 'core.selfie', handoff: 'c1', lang: 'es', enableReturn: false });
    expect(delegationInterviewLink({ origin: '', pathname: '/v/' }, 'a', 'R', 'es')).toBe('/?q=a&lang=es#/interview/R');
    expect(delegationInterviewLink({ origin: '', pathname: '/v/' }, 'a', 'R', 'en')).toBe('/?q=a#/interview/R');
  });
});
