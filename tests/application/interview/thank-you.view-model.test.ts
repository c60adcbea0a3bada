import { THANK_YOU_RELOAD_MS } from '../../../src/domain/stage/thank-you';
import { issuerOf } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

describe('ThankYouViewModel', () => {
  it('thanks the issuer by name with the default message', async () => {
    const h = interviewHarness();
    await h.loaded();
    const screen = h.thankYou();
    expect(screen.heading).toBe('Thank you for submitting your information to Acme Bank');
    expect(screen.message).toBe('You will be notified once your submission has finished processing.');
  });

  it("uses the issuer's confirmation texts instead", async () => {
    const h = interviewHarness();
    h.service.issuer = issuerOf({ idoConfirmationMessage: { headingText: 'Done!', messageText: 'We will call.' } });
    await h.loaded();
    const screen = h.thankYou();
    expect([screen.heading, screen.message]).toEqual(['Done!', 'We will call.']);
  });

  it('reloads the interview once after 30 seconds', async () => {
    const h = interviewHarness();
    await h.loaded();
    h.thankYou().start();
    await h.time.advance(THANK_YOU_RELOAD_MS - 1);
    expect(h.service.callsTo('reloadInterview')).toHaveLength(0);
    await h.time.advance(1);
    expect(h.service.callsTo('reloadInterview')).toHaveLength(1);
    await h.time.advance(10 * THANK_YOU_RELOAD_MS);
    expect(h.service.callsTo('reloadInterview')).toHaveLength(1);
  });

  it('does not reload when refresh is disabled', async () => {
    const h = interviewHarness();
    await h.loaded();
    h.thankYou().start({ refreshDisabled: true });
    await h.time.advance(2 * THANK_YOU_RELOAD_MS);
    expect(h.service.callsTo('reloadInterview')).toHaveLength(0);
  });

  it('shows Continue and does not reload when the session has a continue URL', async () => {
    const h = interviewHarness();
    await h.loaded('?rprId=R1&canary=c&continue_url=https%3A%2F%2Facme.example%2Fnext');
    const screen = h.thankYou();
    screen.start();
    await h.time.advance(2 * THANK_YOU_RELOAD_MS);
    expect(screen.continueUrl).toBe('https://acme.example/next');
    expect(h.service.callsTo('reloadInterview')).toHaveLength(0);
  });

  it('shows no Continue link without a continue URL', async () => {
    const h = interviewHarness();
    await h.loaded();
    expect(h.thankYou().continueUrl).toBeNull();
  });
});
