import type { AppSettings } from '../application/ports/app-settings.port';
import type { RuntimeConfig } from './runtime-config';

/**
 * The settings the application reads, from the configuration and the page's own origin. A file of
 * its own so that the start bundle does not carry the configuration's reader (runtime-config.ts, a
 * chunk loaded while config.json is fetched: browser.tsx).
 */
export const appSettingsOf = (config: RuntimeConfig, pageOrigin: string): AppSettings => ({
  brandName: config.brandName,
  chatbotId: config.chatbotId,
  environment: config.environment,
  registrationNotFoundUrl: config.registrationNotFoundUrl,
  signInUrl: config.signInUrl,
  adsDashboardUrl: config.adsDashboardUrl,
  imageOrigins: [pageOrigin, ...config.imageOrigins],
  redirectOrigins: config.redirectOrigins === null ? null : [pageOrigin, ...config.redirectOrigins],
  footerLinks: { learnMore: config.learnMoreUrl, privacyPolicy: config.privacyPolicyUrl, terms: config.termsUrl },
  helpArticles: config.helpArticles,
});
