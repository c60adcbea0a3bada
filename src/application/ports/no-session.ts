import { HTTP_MESSAGES } from '../../domain/errors/http-failure';
import type { ServiceError } from './service-error';

/**
 * The failure of a call that needs the applicant's session when the page has none (spec 000 §8
 * 'Missing session: Session not established.'): the call is not made, and the page shows §6's
 * unauthorized-ido (access requires a started session). A module of its own: only the screens
 * that make such calls carry it, not the start bundle.
 */
export const NO_SESSION: ServiceError = {
  kind: 'no-session',
  reason: 'unauthorized-ido',
  // Read when asked, not copied at load, so it is in the language the page speaks then.
  get message() {
    return HTTP_MESSAGES.noSession;
  },
};
