import type { AppSettings } from '../../../src/application/ports/app-settings.port';

/** Runtime settings for tests: the sandbox environment with a chatbot and external pages on example hosts. */
export const settingsOf = (extra: Partial<AppSettings> = {}): AppSettings => ({
  brandName: 'Attest',
  chatbotId: 'bot-1',
  environment: 'sandbox',
  registrationNotFoundUrl: 'https://ads.example/registration-not-found',
  signInUrl: 'https://id.example/auth',
  adsDashboardUrl: 'https://ads.example/localservices',
  imageOrigins: ['https://verify.attest.example', 'https://acme.example'],
  redirectOrigins: null,
  footerLinks: {
    learnMore: 'https://attest.example/about',
    privacyPolicy: 'https://attest.example/privacy',
    terms: 'https://attest.example/terms',
  },
  // One article per topic, each its own address, so a test can tell which link points where.
  helpArticles: {
    'gls.businessaddress': 'https://help.example/business-address',
    'gls.businessowners': 'https://help.example/business-owners',
    'gls.businessownersandfieldworkers': 'https://help.example/owners-and-employees',
    'gls.fieldworkers': 'https://help.example/employees',
    'step.collect': 'https://help.example/collect',
    'step.processing': 'https://help.example/processing',
    'step.results': 'https://help.example/results',
  },
  ...extra,
});
