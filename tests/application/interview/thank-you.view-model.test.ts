import { THANK_YOU_RELOAD_MS } from '../../../src/domain/stage/thank-you';
import { issuerOf, recordOf } from '../fakes/fake-interview-service';
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

  describe('while the request is processing', () => {
    const DAY = 86_400;
    const support = { email: 'help@acme.example', phone: null, url: 'https://acme.example/help', urlTitle: 'Help' };
    /** A processing request submitted `days` days before the harness clock's now. */
    const processingFor = (h: ReturnType<typeof interviewHarness>, days: number) => {
      const now = Math.floor(h.time.now() / 1000);
      return recordOf('in_process', { createdAt: now - (days + 1) * DAY, submittedAt: now - days * DAY });
    };

    it('states the days processing, the 13-day notice and the rules, and links the ticket to the issuer support', async () => {
      const h = interviewHarness();
      h.service.record = processingFor(h, 14);
      h.service.issuer = issuerOf({ supportContactInfo: support });
      await h.loaded();
      const screen = h.thankYou();
      expect(screen.processing).toEqual({
        daysProcessing: 14,
        notices: ['delay-13'],
        rules: [
          { kind: 'expiry', days: 30, expiresOn: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/), expired: false },
          { kind: 'attempts', attempts: 2 },
        ],
      });
      expect(screen.ticket).toEqual({ text: 'Help', href: 'https://acme.example/help' });
      // The thank-you texts are unchanged.
      expect(screen.heading).toBe('Thank you for submitting your information to Acme Bank');
    });

    it('counts the days to the day the screen starts', async () => {
      const h = interviewHarness();
      h.service.record = processingFor(h, 8);
      await h.loaded();
      const screen = h.thankYou();
      expect(screen.processing).toMatchObject({ daysProcessing: 8, notices: ['delay-7'] });
      await h.time.advance(5 * DAY * 1000);
      screen.start({ refreshDisabled: true });
      expect(screen.processing).toMatchObject({ daysProcessing: 13, notices: ['delay-13'] });
    });

    it('shows the facts once the reload finds the request processing', async () => {
      const h = interviewHarness();
      await h.loaded();
      const screen = h.thankYou();
      expect(screen.processing).toBeNull();
      h.service.record = processingFor(h, 0);
      screen.start();
      await h.time.advance(THANK_YOU_RELOAD_MS);
      expect(screen.processing).toMatchObject({ daysProcessing: 0, notices: [] });
    });

    it('has none for a request that is complete', async () => {
      const h = interviewHarness();
      h.service.record = recordOf('complete', { submittedAt: 1_790_000_000, completedAt: 1_790_100_000 });
      await h.loaded();
      expect(h.thankYou().processing).toBeNull();
      expect(h.thankYou().ticket).toBeNull();
    });
  });
});
