import type { EarlyAnswer } from '../adapters/http/early-answers';
import { EarlyAnswers } from '../adapters/http/early-answers';
import { INTERVIEW_PATHS } from '../adapters/http/interview-paths';
import { readInterviewSnapshot, readRelyingParty } from '../adapters/http/interview-wire';
import { parseRequestRecord } from '../domain/request-status/request-record';
import { requestStatusOfRecord } from '../domain/request-status/request-status-of-record';
import type { Question } from '../domain/questions/question';
import { fieldKindOf } from '../domain/questions/field-kind';
import { resolveRoute } from '../domain/session/resolve-route';
import { sessionFromStartup } from '../domain/session/session';
import { attrTypeOfSlug, slugOf } from '../domain/session/slug';
import { parseStartupQuery } from '../domain/session/startup-query';
import type { Result } from '../domain/shared/result';
import type { StageRoute } from '../domain/stage/stage';
import { allQuestionsComplete, routeOfStage, stageOf } from '../domain/stage/stage';
import type { RuntimeConfig } from './config-fields';
import { fieldChunkName } from '../ui/questions/field-chunk';
import { loadRuntimeConfig } from './load-runtime-config';
import { SERVICE_TIMEOUT_MS } from './service-timeout';

/**
 * What the start script (webpack entry 'start', ./start.ts) begins while the app's script is still
 * downloading (issue 25: the first screen at the network's floor). The app's script reads it from
 * here: webpack's `dependOn` makes this module one instance shared by both scripts.
 *
 * - the configuration, read once;
 * - the chunks the first screen needs, preloaded: the environment's adapters; for a link to an
 *   interview, the overview or the link's question with its field, and the screens of the
 *   interview's stage; for a business case link, its landing page, the form and the business
 *   service's adapter; axios wherever the app sends its own first calls;
 * - for a link that starts an interview session (request id and canary), the reads the interview's
 *   load sends (InterviewLoadUseCase.load), in the same order of dependence: the interview, the
 *   request, the relying party and the user at once; the issuer once the relying party names it;
 *   the stored answers once the interview shows a question still to answer; the finishing page's
 *   first transition read when the interview's stage is finishing. The app's interview client takes
 *   their answers (EarlyAnswers).
 *
 * Only a link is read here, never browser storage: a reload (the session in storage) and a business
 * case link send their own first calls, as before (a business case's first call, the authorization,
 * follows the landing page's log-out of any earlier session, so it is the app's to send).
 */
export interface EarlyStart {
  readonly config: Promise<Result<RuntimeConfig, string>>;
  readonly answers: EarlyAnswers;
}

let started: EarlyStart | null = null;

/** The start script's work, begun by whichever script runs first (the start script, in a build). */
export function earlyStart(): EarlyStart {
  started ??= begin();
  return started;
}

/**
 * The files of each chunk the start script may preload, from index.html's `attest-chunks` meta tag
 * ('name:/file,/file;name:...', written by webpack.config.ts). Empty without it.
 */
function preloadableChunks(): ReadonlyMap<string, readonly string[]> {
  const content = document.querySelector('meta[name="attest-chunks"]')?.getAttribute('content') ?? '';
  return new Map(
    content
      .split(';')
      .filter((entry) => entry.includes(':'))
      .map((entry) => {
        const [name = '', files = ''] = entry.split(':');
        return [name, files.split(',')];
      }),
  );
}

/**
 * Tells the browser to fetch a chunk's scripts and style sheets now; webpack's loader then finds
 * them in the preload cache. A wrong guess costs only the download: webpack asks for what it needs.
 */
function preload(chunks: ReadonlyMap<string, readonly string[]>, name: string): void {
  for (const file of chunks.get(name) ?? []) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = file.endsWith('.css') ? 'style' : 'script';
    link.href = file;
    document.head.append(link);
  }
}

/** A business case link's landing page, the form it leads to, and the business service's adapter. */
const BUSINESS_CHUNKS = ['business-landing', 'business-form', 'business-service'];

/**
 * The screens the interview's stage opens on (the overview, where a link without q lands first, is
 * preloaded anyway): the finishing page reads its transition answer with the on-demand readers,
 * sends the consent and asks again through axios, then goes on to the thank-you page.
 */
const CHUNKS_OF_STAGE: Readonly<Record<StageRoute, readonly string[]>> = {
  '/overview': [],
  '/pay': ['pay'],
  '/finishing': ['finishing', 'interview-readers', 'axios', 'done'],
  '/done': ['done'],
  '/status': ['status'],
};

/** The chunk of the field of the question `q` names (as QuestionViewModel finds it from the address). */
function preloadFieldOf(
  chunks: ReadonlyMap<string, readonly string[]>,
  q: string,
  questions: readonly Question[],
): void {
  const attrType = attrTypeOfSlug(
    slugOf(q),
    questions.map((question) => question.attrType),
  );
  const question = questions.find((candidate) => candidate.attrType === attrType);
  const field = question === undefined ? null : fieldKindOf(question);
  if (field?.ok) preload(chunks, fieldChunkName(field.value));
}

function begin(): EarlyStart {
  const answers = new EarlyAnswers((url, init) => fetch(url, init));
  const chunks = preloadableChunks();
  const query = parseStartupQuery(window.location.search);
  const session = query.handoff === undefined ? sessionFromStartup(query) : null;
  const interview = session?.kind === 'interview' ? session : null;
  // A link with q opens its question (startupRedirect), else the overview, which may send the
  // applicant on to the screen of the interview's stage (sendFirstReads).
  if (interview !== null) preload(chunks, query.q === undefined ? 'overview' : 'question');
  // A business case link: its landing page starts the session, then the form shows.
  const route = resolveRoute(window.location.pathname, window.location.search);
  if (route.kind === 'page' && route.page.id === 'google-business-verification-v2') {
    BUSINESS_CHUNKS.forEach((name) => preload(chunks, name));
  }
  const config = loadRuntimeConfig((url, init) => fetch(url, init));
  void config.then((loaded) => {
    if (!loaded.ok) return;
    preload(chunks, loaded.value.environment === 'sandbox' ? 'sandbox' : 'production');
    // The app sends the first calls itself (a business case, a reload with the session in storage):
    // its HTTP client loads axios for the first one (HttpClient). Not on the sandbox's start page.
    const startPage = window.location.pathname === '/' && window.location.search === '';
    if (interview === null && !startPage) preload(chunks, 'axios');
    if (interview === null) return;
    const first = sendFirstReads(answers, loaded.value.interviewServiceUrl, interview.rprId, interview.canary ?? null);
    void first.then((read) => {
      if (read === null) return;
      // The link's question's field (its page shows once its field's code is there), else the stage's screens.
      if (query.q !== undefined) preloadFieldOf(chunks, query.q, read.questions);
      else CHUNKS_OF_STAGE[read.route].forEach((name) => preload(chunks, name));
    });
  });
  return { config, answers };
}

const json = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The interview load's reads (see EarlyStart); resolves with the route of the interview's stage
 * (InterviewStore.stageRoute right after a load: a guess, a wrong one only costs a download) and its
 * questions, or null when an answer could not be read.
 */
function sendFirstReads(
  answers: EarlyAnswers,
  baseUrl: string,
  rprId: string,
  canary: string | null,
): Promise<{ readonly route: StageRoute; readonly questions: readonly Question[] } | null> {
  const send = (path: string, params?: Readonly<Record<string, string>>) =>
    answers.send(baseUrl, canary, { path, ...(params === undefined ? {} : { params }) }, SERVICE_TIMEOUT_MS);
  const read = <T>(answer: EarlyAnswer | null, reader: (body: unknown) => Result<T, string>): T | null => {
    const result = answer?.status === 200 ? reader(json(answer.text)) : null;
    return result?.ok ? result.value : null;
  };
  void send(INTERVIEW_PATHS.userInfo);
  const record = send(INTERVIEW_PATHS.request(rprId)).then((answer) => read(answer, parseRequestRecord));
  void send(INTERVIEW_PATHS.relyingParty(rprId)).then((answer) => {
    const party = read(answer, readRelyingParty);
    // The same query as HttpInterviewService.getIssuer.
    if (party !== null) void send(INTERVIEW_PATHS.distinguishedNames, { dn: party.dn, includeConsentText: 'true' });
  });
  const snapshot = send(INTERVIEW_PATHS.interview(rprId)).then((answer) => {
    const interview = read(answer, readInterviewSnapshot);
    if (interview !== null && !allQuestionsComplete(interview.questions)) void send(INTERVIEW_PATHS.attributeData);
    return interview;
  });
  return Promise.all([snapshot, record]).then(([interview, request]) => {
    if (interview === null || request === null) return null;
    const route = routeOfStage(
      stageOf({
        requestStatus: requestStatusOfRecord(request, allQuestionsComplete(interview.questions)),
        questions: interview.questions,
        balance: interview.balance,
        consentGiven: interview.consentGiven,
        interviewStatus: 'success',
      }),
    );
    // The finishing page's first ask for a transition (FinishingViewModel, a GET it repeats every
    // second), when consent needs no call before it.
    if (route === '/finishing' && interview.consentGiven) void send(INTERVIEW_PATHS.requestTransition(rprId));
    return { route, questions: interview.questions };
  });
}
