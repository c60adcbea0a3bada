import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACADEMIC_PROVIDERS, UTILITY_PROVIDERS } from '../catalogue/questions';
import type { ApplicantRequest } from '../model/applicant-request';
import {
  addVerificationUpload,
  checkReadability,
  interviewSnapshot,
  pollVerification,
  requestRecord,
  requestTransition,
  storeAnswers,
} from '../model/applicant-request';
import { HANDOFF_REFUSAL_REASONS } from '../../src/domain/session/handoff';
import { TEXT_LIMIT_STATUS } from '../../src/domain/questions/delegation';
import { handoffOf, mintHandoff, redeemHandoff, textedLink } from '../model/handoffs';
import { countText, textQuestionOf } from '../model/kept-limits';
import type { SandboxState } from '../model/sandbox-state';
import { chatbotAnswer } from './chatbot';
import { languageOf } from '../../src/domain/language/language';
import { badRequest, headerOf, isObject, noContent, queryList } from './replies';

const CANARY_HEADER = 'x-csrf-token';
/**
 * The service keeps the texts sent per question and refuses a third (spec 001 §4: at most 2 per
 * question, domain DELEGATION_LIMIT) with 429 (domain TEXT_LIMIT_STATUS; spec is silent on the
 * status), which the app shows as the limit's message. Spec 000 §9 reads of a per-attribute limit
 * whose value is not shown: the same 2.
 */
const PHONE = /^\+\d{8,15}$/;

type Refusal = { readonly status: number; readonly body?: Record<string, string> };
type Access = { readonly found: ApplicantRequest } | { readonly refusal: Refusal };
const NOT_SIGNED_IN: Refusal = { status: 401, body: { message: 'Not signed in' } };
/** A request whose service offers no hand-off codes: as a service without the paths would answer. */
const NO_HANDOFF_CODES: Refusal = { status: 404, body: { message: 'Not found' } };
const EXPIRED: Refusal = { status: 440, body: { reason: 'TokenExpired', message: 'The link has expired' } };

const refuse = (reply: FastifyReply, refusal: Refusal): FastifyReply =>
  refusal.body === undefined ? reply.code(refusal.status).send() : reply.code(refusal.status).send(refusal.body);

/** The answers of POST /attributeData and the ID calls: `{ attrType: { shareWith, value } }`. */
function readAnswers(body: unknown): Map<string, unknown> | string {
  if (!isObject(body) || Object.keys(body).length === 0) return 'The body must map attribute types to answers';
  const values = new Map<string, unknown>();
  for (const [attrType, answer] of Object.entries(body)) {
    if (!isObject(answer) || !('value' in answer)) return `${attrType} must be { shareWith, value }`;
    const { shareWith } = answer;
    if (shareWith !== undefined && !(Array.isArray(shareWith) && shareWith.every((s) => typeof s === 'string'))) {
      return `${attrType}.shareWith must be a list of strings`;
    }
    values.set(attrType, answer.value);
  }
  return values;
}

/**
 * The interview service (contracts/README.md). Session calls find their request by the canary in
 * X-CSRF-Token; calls on /requests/{id} check the id first (404), then expiry (440), then that the
 * canary is this request's (401 without one, 403 for another request's).
 */
export function interviewRoutes(state: SandboxState) {
  const session = (request: FastifyRequest): Access => {
    const canary = headerOf(request, CANARY_HEADER);
    const found = canary === null ? undefined : state.requestByCanary(canary);
    if (found === undefined) return { refusal: NOT_SIGNED_IN };
    return found.expired ? { refusal: EXPIRED } : { found };
  };
  const onRequest = (request: FastifyRequest): Access => {
    const found = state.requests.get((request.params as { id: string }).id);
    if (found === undefined) return { refusal: { status: 404 } };
    if (found.expired) return { refusal: EXPIRED };
    const canary = headerOf(request, CANARY_HEADER);
    if (canary === null || state.requestByCanary(canary) === undefined) return { refusal: NOT_SIGNED_IN };
    return canary === found.canary ? { found } : { refusal: { status: 403 } };
  };

  /** Registers a handler that runs only for an authorised request. */
  const handle =
    (find: (request: FastifyRequest) => Access) =>
    (then: (found: ApplicantRequest, request: FastifyRequest, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const access = find(request);
      return 'refusal' in access ? refuse(reply, access.refusal) : then(access.found, request, reply);
    };
  const withSession = handle(session);
  const withRequest = handle(onRequest);

  return async (app: FastifyInstance): Promise<void> => {
    app.get(
      '/requests/:id',
      withRequest((found) => requestRecord(found)),
    );
    app.get(
      '/requests/:id/interview',
      withRequest((found) => interviewSnapshot(found)),
    );
    app.get(
      '/requests/:id/interview/state',
      withRequest((found) => interviewSnapshot(found)),
    );
    app.get(
      '/requests/:id/relyingParty',
      withRequest((found) => ({ dn: found.dn })),
    );
    app.get(
      '/requests/:id/criminalOffenses',
      withRequest((found) => ({ offenses: found.offenses })),
    );
    app.get(
      '/requests/:id/requestTransition',
      withRequest((found) => requestTransition(found, state.now())),
    );
    app.put(
      '/requests/:id/consent',
      withRequest((found, request, reply) => {
        const body = request.body;
        if (!isObject(body) || body.reply !== 'accepted') return badRequest(reply, "reply must be 'accepted'");
        found.consentGiven = true;
        return noContent(reply);
      }),
    );

    app.get(
      '/identity/distinguishedNames',
      withSession((_found, request, reply) => {
        const [dn] = queryList(request, 'dn');
        if (dn === undefined) return badRequest(reply, 'dn is required');
        const issuer = state.issuers.get(dn);
        return issuer === undefined ? reply.code(404).send({ message: 'Unknown issuer' }) : issuer;
      }),
    );
    app.get(
      '/providers/utility',
      withSession(() => ({ providers: UTILITY_PROVIDERS })),
    );
    app.get(
      '/providers/academic',
      withSession(() => ({ providers: ACADEMIC_PROVIDERS })),
    );
    app.get(
      '/userInfo',
      withSession((found) => ({ email: found.email, auth_domain: { domain: 'example.com' } })),
    );
    // Spec is silent on what logging out does to the link: the canary stays valid, so the
    // applicant can open the link from the message again.
    app.delete(
      '/auth',
      withSession((_found, _request, reply) => noContent(reply)),
    );

    app.get(
      '/attributeData',
      withSession((found) => Object.fromEntries(found.answers)),
    );
    // A legacy document scan (IDSubmit) is stored like any other answer.
    const saveAnswers = withSession((found, request, reply) => {
      const answers = readAnswers(request.body);
      return typeof answers === 'string' ? badRequest(reply, answers) : { datumIds: storeAnswers(found, answers) };
    });
    app.post('/attributeData', saveAnswers);
    app.post('/IDSubmit', saveAnswers);
    // Uploads for verification are not kept: only which attribute each datum answers.
    app.post(
      '/IDVerify',
      withSession((found, request, reply) => {
        const answers = readAnswers(request.body);
        if (typeof answers === 'string') return badRequest(reply, answers);
        return { datumIds: addVerificationUpload(found, [...answers.keys()]) };
      }),
    );
    app.get(
      '/IDVerify',
      withSession((found, request, reply) => {
        const answer = pollVerification(found, queryList(request, 'datumId'));
        return answer ?? badRequest(reply, 'datumId must name uploads of this request');
      }),
    );
    app.get(
      '/IDReadabilityCheck',
      withSession((found, request, reply) => {
        const readability = checkReadability(found, queryList(request, 'datumId'));
        return readability ?? badRequest(reply, 'datumId must name uploads of this request');
      }),
    );

    app.post(
      '/notifications',
      withSession((found, request, reply) => {
        const body = request.body;
        if (!isObject(body) || body.notificationMethod !== 'sms')
          return badRequest(reply, "notificationMethod must be 'sms'");
        if (typeof body.continueUrl !== 'string' || !/^https?:\/\//.test(body.continueUrl)) {
          return badRequest(reply, 'continueUrl must be an http(s) URL');
        }
        const question = textQuestionOf(body.continueUrl);
        if (question === null) {
          return badRequest(reply, "continueUrl must be the interview link, naming its question in 'q'");
        }
        if (typeof body.recipient !== 'string' || !PHONE.test(body.recipient)) {
          return badRequest(reply, "recipient must be '+' and 8 to 15 digits");
        }
        if (body.authToken !== found.canary) return badRequest(reply, "authToken must be the session's canary");
        if (!countText(found.limits, question)) {
          return reply.code(TEXT_LIMIT_STATUS).send({ message: 'The texts for this question are spent' });
        }
        state.texts.push({
          recipient: body.recipient,
          link: textedLink(
            state.handoffs,
            body.continueUrl,
            { rprId: found.id, canary: found.canary, handoffCodes: found.handoffCodes },
            { code: state.token('handoff'), now: state.now() },
          ),
          sentAt: new Date(state.now()).toISOString(),
        });
        return noContent(reply);
      }),
    );
    app.post(
      '/handoffs',
      withSession((found, request, reply) => {
        if (!found.handoffCodes) return refuse(reply, NO_HANDOFF_CODES);
        const body = request.body;
        if (!isObject(body) || typeof body.attrType !== 'string' || body.attrType === '') {
          return badRequest(reply, 'attrType must be an attribute type');
        }
        const handoff = mintHandoff(state.handoffs, {
          code: state.token('handoff'),
          rprId: found.id,
          attrType: body.attrType,
          now: state.now(),
        });
        return reply.code(201).send({ code: handoff.code, expiresAt: new Date(handoff.expiresAt).toISOString() });
      }),
    );
    // The desktop asks whether a phone has used its code yet: 404 for a code this session did not mint.
    app.get(
      '/handoffs/:code',
      withSession((found, request, reply) => {
        if (!found.handoffCodes) return refuse(reply, NO_HANDOFF_CODES);
        const handoff = handoffOf(state.handoffs, (request.params as { code: string }).code, found.id);
        if (handoff === undefined) return reply.code(404).send({ message: 'No hand-off has this code' });
        return { used: handoff.used, expiresAt: new Date(handoff.expiresAt).toISOString() };
      }),
    );
    // No session needed: the code is the credential. 404 unknown, 410 used or expired (with the
    // token reason spec 000 §8 maps to the link-expired page).
    app.post('/handoffs/:code/session', async (request, reply) => {
      const redeemed = redeemHandoff(state.handoffs, (request.params as { code: string }).code, state.now());
      if (redeemed === 'unknown') return reply.code(404).send({ message: 'No hand-off has this code' });
      if (redeemed === 'used' || redeemed === 'expired') {
        const reason = HANDOFF_REFUSAL_REASONS[redeemed];
        return reply.code(410).send({ reason, message: `The hand-off code is ${redeemed}` });
      }
      const found = state.requests.get(redeemed.rprId);
      if (found === undefined) return reply.code(404).send({ message: 'No hand-off has this code' });
      return { rprId: found.id, canary: found.canary, attrType: redeemed.attrType };
    });
    app.post(
      '/payments',
      withSession((found, request, reply) => {
        const body = request.body;
        if (!isObject(body) || typeof body.paymentToken !== 'string' || body.paymentToken === '') {
          return badRequest(reply, 'paymentToken must be a card token');
        }
        found.balance.amount = 0;
        return noContent(reply);
      }),
    );
    app.post(
      '/chatbots/:chatbotId/completions',
      withSession((found, request, reply) => {
        const body = request.body;
        const sessionId = headerOf(request, 'session-id');
        if (sessionId === null) {
          return badRequest(
            reply,
            'The Session-Id header is required: it names the conversation the question belongs to',
          );
        }
        const question = isObject(body) && isObject(body.question) ? body.question.content : undefined;
        if (typeof question !== 'string' || question.trim() === '')
          return badRequest(reply, 'question.content is required');
        // One conversation per request and Session-Id: the same id continues it, a new one starts over.
        const key = `${found.id} ${sessionId}`;
        const earlier = state.conversations.get(key) ?? [];
        const issuer = state.issuers.get(found.dn);
        // The language the applicant reads (issue 28): the app sends 'en' or 'es'; a browser's own
        // list ('es-MX,es;q=0.9') is read by its first tag.
        const language = languageOf(headerOf(request, 'accept-language')?.split(',')[0]) ?? 'en';
        const content = chatbotAnswer(
          question.trim(),
          earlier,
          {
            issuerName:
              issuer?.displayName ??
              (language === 'es' ? 'la organización que la pidió' : 'the organisation that asked'),
            support: issuer?.supportContactInfo ?? null,
          },
          language,
        );
        state.conversations.set(key, [...earlier, question.trim()]);
        return { answer: { content } };
      }),
    );
  };
}
