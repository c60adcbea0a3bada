/**
 * Every path of the interview service, in one place (spec 000 §7, pinned by contracts/README.md).
 *
 * Spec is silent on the paths of loading and reloading the interview, the relying-party data, the
 * criminal-offense list and the ID verify / status / submit actions ('not shown'): the ones marked
 * ASSUMED below are this project's assumption, agreed in the `interview-service` contract. Ids
 * are URL-encoded so that an id from a link can never change which path is called.
 */
const request = (rprId: string): string => `/requests/${encodeURIComponent(rprId)}`;
/** This project's addition: one hand-off code (GET: whether it was used). */
const handoff = (code: string): string => `/handoffs/${encodeURIComponent(code)}`;

export const INTERVIEW_PATHS = {
  /** ASSUMED: the interview state of a request. */
  interview: (rprId: string): string => `${request(rprId)}/interview`,
  /** ASSUMED: the same state, read again while polling or after a change. */
  interviewState: (rprId: string): string => `${request(rprId)}/interview/state`,
  /** ASSUMED: the relying party behind a request (its distinguished name). */
  relyingParty: (rprId: string): string => `${request(rprId)}/relyingParty`,
  request,
  /** ASSUMED: the offenses an individualized assessment asks about. */
  criminalOffenses: (rprId: string): string => `${request(rprId)}/criminalOffenses`,
  consent: (rprId: string): string => `${request(rprId)}/consent`,
  requestTransition: (rprId: string): string => `${request(rprId)}/requestTransition`,
  distinguishedNames: '/identity/distinguishedNames',
  utilityProviders: '/providers/utility',
  academicProviders: '/providers/academic',
  attributeData: '/attributeData',
  readabilityCheck: '/IDReadabilityCheck',
  /** ASSUMED: POST uploads for verification, GET polls the verification status. */
  idVerify: '/IDVerify',
  /** ASSUMED: the legacy submit after a failed or timed-out verification. */
  idSubmit: '/IDSubmit',
  notifications: '/notifications',
  /** This project's addition: hand-off codes for a phone (mint, then redeem for a session). */
  handoffs: '/handoffs',
  handoff,
  handoffSession: (code: string): string => `${handoff(code)}/session`,
  payments: '/payments',
  auth: '/auth',
  userInfo: '/userInfo',
  chatCompletions: (chatbotId: string): string => `/chatbots/${encodeURIComponent(chatbotId)}/completions`,
} as const;

/** The header that ties a chat message to its conversation (spec 000 §7). */
export const CHAT_SESSION_HEADER = 'Session-Id';

/**
 * The language the applicant reads, on the chatbot call (issue 28, contracts/README.md): the standard
 * header, set by the app to the page's language ('en' or 'es') rather than left to the browser's
 * preferences, which may name another.
 */
export const CHAT_LANGUAGE_HEADER = 'Accept-Language';
