import type { Session } from './session';

/** The overview's 'Return' link: shown only when the session has enableReturn and a continueUrl (spec 000 §2, §9). */
export const returnLinkOf = (session: Session | null): string | null =>
  session !== null && session.enableReturn && session.continueUrl !== undefined && session.continueUrl !== ''
    ? session.continueUrl
    : null;
