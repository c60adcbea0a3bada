import { shouldReloadThankYou, thankYouTexts, THANK_YOU_TEXTS } from '../../../src/domain/stage/thank-you';

describe('thank-you texts', () => {
  it("names the issuer in the heading and gives the spec's message", () => {
    expect(thankYouTexts({ issuerName: 'Acme Bank', confirmation: null })).toEqual({
      heading: 'Thank you for submitting your information to Acme Bank',
      message: 'You will be notified once your submission has finished processing.',
    });
  });

  it("thanks 'us' without an issuer name", () => {
    expect(thankYouTexts({ issuerName: ' ', confirmation: null }).heading).toBe(THANK_YOU_TEXTS.headingWithoutIssuer);
  });

  it("lets the issuer's confirmation texts override each one they supply", () => {
    expect(
      thankYouTexts({ issuerName: 'Acme', confirmation: { headingText: 'All done!', messageText: null } }),
    ).toEqual({ heading: 'All done!', message: THANK_YOU_TEXTS.message });
    expect(
      thankYouTexts({ issuerName: 'Acme', confirmation: { headingText: '', messageText: 'We will call you.' } }),
    ).toEqual({ heading: THANK_YOU_TEXTS.heading('Acme'), message: 'We will call you.' });
  });
});

describe('thank-you reload', () => {
  it('reloads only when refresh is allowed and no continue URL exists', () => {
    expect(shouldReloadThankYou({ refreshDisabled: false, continueUrl: null })).toBe(true);
    expect(shouldReloadThankYou({ refreshDisabled: true, continueUrl: null })).toBe(false);
    expect(shouldReloadThankYou({ refreshDisabled: false, continueUrl: 'https://acme.example/next' })).toBe(false);
  });
});
