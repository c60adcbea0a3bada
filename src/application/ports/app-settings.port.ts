import type { HelpArticles } from '../../domain/business/help-topics';

/** Runtime settings the application reads (loaded and validated in src/main at startup). */
export interface AppSettings {
  readonly brandName: string;
  readonly chatbotId: string | null;
  readonly environment: 'dev' | 'int' | 'loadtest' | 'staging' | 'demo' | 'production' | 'sandbox';
  /** Where the browser goes for a business registration that is not found (gls/unauthorized, gls/forbidden). */
  readonly registrationNotFoundUrl: string;
  /** The identity service's auth path for the sign-in-with-account button. */
  readonly signInUrl: string;
  /**
   * The ads dashboard the legacy /google-login notice points to (spec 000 §1). Spec is silent on
   * its address: the configuration may give one; null shows the notice without a link.
   */
  readonly adsDashboardUrl: string | null;
  /**
   * The origins images from the issuer (its logo, images in its HTML) may come from, as the
   * content security policy's img-src lists them: the page's own and the configuration's
   * imageOrigins, each as `acceptAddress`'s originOf names it.
   */
  readonly imageOrigins: readonly string[];
  /**
   * The origins the page may be sent to by an address from a service (acceptRedirect): the page's
   * own and the configuration's redirectOrigins; null where the configuration names none.
   */
  readonly redirectOrigins: readonly string[] | null;
  /**
   * The 'Powered by' footer's links (spec 000 §1: learn more, privacy policy, terms). Spec is
   * silent on their addresses: the configuration supplies them, and a null one is not shown.
   */
  readonly footerLinks: {
    readonly learnMore: string | null;
    readonly privacyPolicy: string | null;
    readonly terms: string | null;
  };
  /**
   * The business form's help articles by step and question kind (spec 000 §2). Spec is silent on
   * their addresses: the configuration supplies them, and a topic without one shows no help link.
   */
  readonly helpArticles: HelpArticles;
}

export const APP_SETTINGS = Symbol.for('AppSettings');
