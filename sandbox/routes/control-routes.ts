import type { FastifyInstance } from 'fastify';
import { handoffInterviewLink } from '../../src/domain/session/delegation-link';
import { HANDOFF_LIFETIME_MS } from '../../src/domain/session/handoff';
import { CASE_OUTCOMES, markSubmitted } from '../model/business-case';
import type { CaseOutcome } from '../model/business-case';
import { parseFault } from '../model/faults';
import { mintHandoff } from '../model/handoffs';
import type { SandboxState } from '../model/sandbox-state';
import { createScenario, listScenarios } from '../scenarios';
import { IDENTITY_SIGN_IN_PATH } from './identity-routes';
import { LIVENESS_SESSION_TOKEN_PATH, LIVENESS_VERIFY_PATH } from './liveness-routes';
import { badRequest, caseIdParam, isObject, noContent, originOf } from './replies';

export const SCENARIOS_PATH = '/__sandbox/scenarios';
export const FAULTS_PATH = '/__sandbox/faults';
export const CASES_PATH = '/__sandbox/cases';
export const TEXTS_PATH = '/__sandbox/texts';
export const HANDOFFS_PATH = '/__sandbox/handoffs';

/** Where the browser app finds everything (src/main/runtime-config.ts validates it). */
export interface ApiMounts {
  readonly interview: string;
  readonly gls: string;
  readonly partnerConfig: string;
}

/** The partner primary colours the sandbox knows; any other partner gets the default. */
const PARTNER_COLOURS: ReadonlyMap<string, string> = new Map([
  ['acme', '#1f5fa8'],
  ['homepro', '#2e7d32'],
]);
const DEFAULT_PARTNER_COLOUR = '#3949ab';
const PARTNER_PATH = /^[a-z0-9-]{1,63}$/;

/**
 * The business form's help articles (spec 000 §2: by step and question kind): the programme's own
 * public help centre, as the legacy notice's dashboard is the real one. 'About background checks'
 * (6226575) covers the owners, the field-worker roster and how the checks run; 'How providers
 * qualify' (6230381) the business checks and their outcome.
 */
export const LOCAL_SERVICES_HELP = {
  'gls.businessaddress': 'https://support.google.com/localservices/answer/6230381',
  'gls.businessowners': 'https://support.google.com/localservices/answer/6226575',
  'gls.businessownersandfieldworkers': 'https://support.google.com/localservices/answer/6226575',
  'gls.fieldworkers': 'https://support.google.com/localservices/answer/6226575',
  'step.collect': 'https://support.google.com/localservices/answer/6226575',
  'step.processing': 'https://support.google.com/localservices/answer/6226575',
  'step.results': 'https://support.google.com/localservices/answer/6230381',
};

/** The app's runtime configuration as the sandbox serves it (src/main/runtime-config.ts reads it). */
export const sandboxConfig = (mounts: ApiMounts, origin: string) => ({
  interviewServiceUrl: mounts.interview,
  glsServiceUrl: mounts.gls,
  partnerConfigUrl: mounts.partnerConfig,
  stripePublicKey: null,
  sentryDsn: null,
  chatbotId: 'evie',
  brandName: 'Attest',
  environment: 'sandbox',
  faceTecSdkUrl: null,
  // The video selfie's stand-in calls the sandbox's own liveness service (liveness-routes.ts).
  livenessSessionTokenUrl: LIVENESS_SESSION_TOKEN_PATH,
  livenessVerifyUrl: LIVENESS_VERIFY_PATH,
  // Issuer logos come from the sandbox itself (the page's own origin): no other image origin.
  imageOrigins: [],
  // Absolute: the app leaves for it with a full-page redirect, which takes http(s) URLs only.
  registrationNotFoundUrl: `${origin}/error/gls/not-found`,
  // The sandbox's identity stand-in (identity-routes.ts); absolute, as the configuration requires.
  signInUrl: `${origin}${IDENTITY_SIGN_IN_PATH}`,
  // Where the legacy /google-login notice points: the real dashboard (the sandbox has none).
  adsDashboardUrl: 'https://ads.google.com/localservices',
  // The sandbox has no product site: example addresses (RFC 2606) fill the footer.
  learnMoreUrl: 'https://attest.example/about',
  privacyPolicyUrl: 'https://attest.example/privacy',
  termsUrl: 'https://attest.example/terms',
  helpArticles: LOCAL_SERVICES_HELP,
  // A tester sees in the browser console what a tracking vendor would receive.
  tracking: 'console',
});

/** Scenarios, faults, the runtime configuration and partner profiles: what only the sandbox has. */
export function controlRoutes(state: SandboxState, mounts: ApiMounts) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get(SCENARIOS_PATH, async () => listScenarios());
    app.post(`${SCENARIOS_PATH}/:name`, async (request, reply) => {
      const url = createScenario(state, (request.params as { name: string }).name, originOf(request));
      return url === null ? reply.code(404).send({ error: 'No scenario has this name' }) : { url };
    });

    app.post(FAULTS_PATH, async (request, reply) => {
      const fault = parseFault(request.body);
      if (typeof fault === 'string') return badRequest(reply, fault);
      state.faults.push(fault);
      return noContent(reply);
    });
    app.delete(FAULTS_PATH, async (_request, reply) => {
      state.faults.length = 0;
      return noContent(reply);
    });

    // A business case moves on as its people do their own checks, which happen outside the
    // owner's browser: `{ "submitted": [e-mails], "caseStatus": "CASE_STATUS_PASSED" }` plays that;
    // `"sessionsExpired": true` ends the owner's session as its time running out would.
    app.post(`${CASES_PATH}/:caseId`, async (request, reply) => {
      const caseId = caseIdParam(request);
      const found = caseId === null ? undefined : state.cases.get(caseId);
      if (found === undefined) return reply.code(404).send({ error: 'No case has this id' });
      const { submitted = [], caseStatus, sessionsExpired } = isObject(request.body) ? request.body : {};
      if (!Array.isArray(submitted) || !submitted.every((e) => typeof e === 'string')) {
        return badRequest(reply, 'submitted must be a list of e-mail addresses');
      }
      if (sessionsExpired !== undefined && sessionsExpired !== true) {
        return badRequest(reply, 'sessionsExpired must be true or left out');
      }
      const outcome = CASE_OUTCOMES.find((o) => o === caseStatus);
      if (caseStatus !== undefined && outcome === undefined) {
        return badRequest(reply, `caseStatus must be one of ${CASE_OUTCOMES.join(', ')}`);
      }
      const unknown = markSubmitted(found, submitted as string[]);
      if (unknown.length > 0) return badRequest(reply, `Not on the roster: ${unknown.join(', ')}`);
      if (outcome !== undefined) found.caseStatus = outcome satisfies CaseOutcome;
      // The owner's session ends on the service's side: the open form's next call is answered 440.
      if (sessionsExpired === true) state.expireSessions(found.caseId);
      return noContent(reply);
    });

    // The texts POST /notifications would have sent: a tester opens a link in a second browser as the phone.
    app.get(TEXTS_PATH, async () => state.texts);

    // A hand-off link as a desktop would mint it, for testers and e2e tests playing the phone:
    // `{ rprId, attrType, expired? }` -> `{ code, link }`; `expired: true` mints one already expired.
    app.post(HANDOFFS_PATH, async (request, reply) => {
      const { rprId, attrType, expired = false } = isObject(request.body) ? request.body : {};
      if (typeof rprId !== 'string' || !state.requests.has(rprId))
        return badRequest(reply, 'rprId must name a request');
      if (state.requests.get(rprId)?.handoffCodes === false) {
        return reply.code(409).send({ error: 'The request does not offer hand-off codes' });
      }
      if (typeof attrType !== 'string' || attrType === '')
        return badRequest(reply, 'attrType must be an attribute type');
      if (typeof expired !== 'boolean') return badRequest(reply, 'expired must be true or false');
      const now = expired ? state.now() - HANDOFF_LIFETIME_MS : state.now();
      const { code } = mintHandoff(state.handoffs, { code: state.token('handoff'), rprId, attrType, now });
      const link = handoffInterviewLink({ origin: originOf(request), pathname: '/' }, attrType, rprId, code);
      return { code, link };
    });

    app.get('/config.json', async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return sandboxConfig(mounts, originOf(request));
    });

    app.get(`${mounts.partnerConfig}/:partner/:file`, async (request, reply) => {
      const { partner, file } = request.params as { partner: string; file: string };
      if (!PARTNER_PATH.test(partner) || !/^[a-z]+\.json$/.test(file))
        return reply.code(404).send({ error: 'Not found' });
      return { primary_color: PARTNER_COLOURS.get(partner) ?? DEFAULT_PARTNER_COLOUR };
    });
  };
}
