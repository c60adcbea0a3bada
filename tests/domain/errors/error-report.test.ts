import { ACTION_REASONS, PAGE_REASONS } from '../../../src/domain/errors/error-reason';
import { describeError } from '../../../src/domain/errors/error-report';
import { errorText } from '../../../src/domain/errors/error-catalogue';

describe('the error catalogue', () => {
  it('shows the unexpected text for a reason it does not know', () => {
    expect(describeError('no-such-reason')).toEqual({
      reason: 'unexpected',
      heading: 'Uh oh, something went wrong!',
      message: "We're currently working on this, and should have things back to normal soon. Please try again later.",
      action: null,
      waysForward: { tryAgain: true, backToQuestions: true },
    });
  });

  it.each([
    ['page-not-found', { tryAgain: false, backToQuestions: true }],
    ['cookies-needed', { tryAgain: true, backToQuestions: false }],
    ['TokenExpired', { tryAgain: false, backToQuestions: false }],
    ['gls/session-expired', { tryAgain: false, backToQuestions: false }],
  ])('carries the ways forward of %s from the domain table', (reason, ways) => {
    expect(describeError(reason).waysForward).toEqual(ways);
  });

  it.each([
    ['page-not-found', "That doesn't seem to be here."],
    ['submission-failed', 'Submission failed'],
    ['unauthorized-ido', 'Unauthorized'],
    ['facetec-device-locked-out', 'Limits exceeded'],
    ['direct-to-original-link', 'Please use your original link.'],
    ['request-timeout', 'This request link is no longer valid'],
    ['cancelled-network-request', 'Network issue: request cancelled'],
  ])('gives %s the heading the spec quotes', (reason, heading) => {
    expect(describeError(reason).heading).toBe(heading);
  });

  it('names the requesting party in the request-timeout message', () => {
    expect(errorText('request-timeout', { requestingParty: 'Acme Staffing' }).message).toBe(
      'Please ask Acme Staffing for a new link.',
    );
    expect(errorText('request-timeout').message).toBe('Please ask the requesting party for a new link.');
  });

  it('gives the request-timeout message as markup too, the party in bold and escaped, so it stays text', () => {
    expect(errorText('request-timeout', { requestingParty: 'A&B <img src=x onerror=alert(1)>' }).messageHtml).toBe(
      'Please ask <strong>A&amp;B &lt;img src=x onerror=alert(1)&gt;</strong> for a new link.',
    );
    expect(errorText('request-timeout').messageHtml).toBe('Please ask the requesting party for a new link.');
    expect(errorText('unexpected').messageHtml).toBeUndefined();
  });

  it('marks a cancelled network request as a warning and other reasons as errors', () => {
    expect(errorText('cancelled-network-request').severity).toBe('warning');
    expect(errorText('network-outage').severity).toBe('error');
  });

  it('lists the supported browsers for facetec-unsupported-browser', () => {
    const { message } = errorText('facetec-unsupported-browser');
    for (const browser of ['Firefox 52 or later', 'Chrome', 'Safari 12 or later', 'Opera 44 or later', 'iPhone']) {
      expect(message).toContain(browser);
    }
  });

  it('gives every page reason a heading and a message and no automatic action except unknown-request', () => {
    for (const reason of PAGE_REASONS) {
      const report = describeError(reason);
      expect(report.reason).toBe(reason);
      expect(report.heading.length).toBeGreaterThan(0);
      expect(report.message.length).toBeGreaterThan(0);
      expect(report.action).toBe(reason === 'unknown-request' ? 'unknown-request' : null);
    }
  });

  it.each([
    ['gls/unauthorized', 'registration-not-found'],
    ['gls/forbidden', 'registration-not-found'],
    ['gls/session-expired', 'session-expired'],
    ['NoCredentialsSpecified', 'unknown-request'],
    ['InvalidCredentialsSpecified', 'unknown-request'],
    ['TokenExpired', 'unknown-request'],
    ['TokenRedeemed', 'unknown-request'],
    ['TokenVerificationFailed', 'unknown-request'],
    ['TokenSubjectDomainMismatch', 'unknown-request'],
    ['TokenInvalidDomainMismatch', 'unknown-request'],
  ])('redirects %s automatically (%s)', (reason, action) => {
    expect(describeError(reason).action).toBe(action);
  });

  it('has an automatic action for every action reason', () => {
    for (const reason of ACTION_REASONS) expect(describeError(reason).action).not.toBeNull();
  });

  it('explains the link-expired page for token failures', () => {
    expect(describeError('TokenExpired').message).toContain('Links expire after some time');
  });

  it('ignores whitespace around the reason', () => {
    expect(describeError('  page-not-found \n').reason).toBe('page-not-found');
  });
});
