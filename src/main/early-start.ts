import type { EarlyAnswer, EarlyCall } from '../adapters/http/early-answers';
import { EarlyAnswers } from '../adapters/http/early-answers';
import { GLS_PATHS } from '../adapters/http/gls-paths';
import { INTERVIEW_PATHS } from '../adapters/http/interview-paths';
import { readInterviewSnapshot, readRelyingParty } from '../adapters/http/interview-wire';
import { BrowserSessionStore } from '../adapters/storage/browser-session-store';
import { storedSessionIn } from '../application/use-cases/stored-session';
import { landingSessionChange } from '../domain/session/business-landing';
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
 *   the stored answers once the interview shows a question still to answer; when the interview's
 *   stage is finishing and the link opens it, the finishing page's consent (if not yet given) and
 *   its first transition read;
 * - for a business case link with an auth code, the business form's first calls
 *   (BusinessCaseLoadUseCase): the authorization, then the session, the case status and the
 *   submission at once; only when the landing page logs no earlier session out first (a log-out
 *   after the new authorization would end the new session).
 *
 * The app's HTTP clients take their answers (EarlyAnswers). The two writes among them are the
 * app's own, sent on arrival without the person's doing (FinishingViewModel's consent,
 * BusinessCaseLoadUseCase's authorization): sent sooner, they change nothing but the time.
 * Browser storage is read for the stored session only (never an answer value): a reload, with the
 * session in storage, sends its own first calls, as before.
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
 * Low priority: for code the screen needs later, which must not take bandwidth from what it shows.
 */
function preload(
  chunks: ReadonlyMap<string, readonly string[]>,
  name: string,
  priority: 'high' | 'low' = 'high',
): void {
  for (const file of chunks.get(name) ?? []) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = file.endsWith('.css') ? 'style' : 'script';
    link.href = file;
    if (priority === 'low') link.fetchPriority = 'low';
    document.head.append(link);
  }
}

/** A business case link's landing page, the form it leads to, and the business service's adapter. */
const BUSINESS_CHUNKS = ['business-landing', 'business-form', 'business-service'];

/**
 * The screens the interview's stage opens on (the overview, where a link without q lands first, is
 * preloaded anyway): the finishing page reads its transition answer with the on-demand readers
 * (its consent and first ask go out here), then goes on to the thank-you page; axios loads only if
 * it has to ask again.
 */
const CHUNKS_OF_STAGE: Readonly<Record<StageRoute, readonly string[]>> = {
  '/overview': [],
  '/pay': ['pay'],
  // Not axios: the page's consent and first ask go out here, and the download of axios took
  // bandwidth from the thank-you page's code (its chunk was the last on the path, 4x CPU).
  '/finishing': ['finishing', 'interview-readers', 'done'],
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
  const businessCase = route.kind === 'page' && route.page.id === 'google-business-verification-v2' ? route.page : null;
  if (businessCase !== null) BUSINESS_CHUNKS.forEach((name) => preload(chunks, name));
  const config = loadRuntimeConfig((url, init) => fetch(url, init));
  void config.then((loaded) => {
    if (!loaded.ok) return;
    preload(chunks, loaded.value.environment === 'sandbox' ? 'sandbox' : 'production');
    const caseCalls =
      businessCase === null ? false : sendBusinessCaseCalls(answers, loaded.value.glsServiceUrl, businessCase);
    // The app sends the first calls itself (a reload with the session in storage, a case link
    // that logs an earlier session out): its HTTP client loads axios for the first one
    // (HttpClient). A case link whose first calls went out here needs it only for the form's
    // saves, later. Not on the sandbox's start page.
    const startPage = window.location.pathname === '/' && window.location.search === '';
    if (interview === null && !startPage) preload(chunks, 'axios', caseCalls ? 'low' : 'high');
    if (interview === null) return;
    const opensStage = query.q === undefined;
    const first = sendFirstReads(answers, loaded.value.interviewServiceUrl, interview, opensStage);
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
  session: { readonly rprId: string; readonly canary?: string },
  opensStage: boolean,
): Promise<{ readonly route: StageRoute; readonly questions: readonly Question[] } | null> {
  const { rprId } = session;
  const canary = session.canary ?? null;
  const call = (early: EarlyCall) => answers.send(baseUrl, canary, early, SERVICE_TIMEOUT_MS);
  const send = (path: string, params?: Readonly<Record<string, string>>) =>
    call({ path, ...(params === undefined ? {} : { params }) });
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
    // The finishing page (FinishingViewModel) gives consent unless given, then asks for a
    // transition (a GET it repeats every second). A link with q opens its question instead.
    if (route === '/finishing' && opensStage) {
      const consent = interview.consentGiven
        ? Promise.resolve(true)
        : call(CONSENT_CALL(rprId)).then((answer) => answer !== null && succeeded(answer.status));
      void consent.then((given) => {
        if (given) void send(INTERVIEW_PATHS.requestTransition(rprId));
      });
    }
    return { route, questions: interview.questions };
  });
}

const succeeded = (status: number): boolean => status >= 200 && status < 300;

/** The finishing page's consent, as HttpInterviewService.giveConsent sends it. */
const CONSENT_CALL = (rprId: string): EarlyCall => ({
  method: 'PUT',
  path: INTERVIEW_PATHS.consent(rprId),
  body: { reply: 'accepted' },
});

/**
 * Whether the landing page enters this case without logging an earlier session out
 * (BusinessLandingViewModel.enter: a stored session of another case or code is ended first).
 * Cookies refused: the landing page goes to the cookies-needed page and calls nothing.
 */
function entersWithoutLogOut(caseId: number, authCode: string): boolean {
  if (!navigator.cookieEnabled) return false;
  return landingSessionChange(storedSessionIn(new BrowserSessionStore()), caseId, authCode).kind !== 'replace';
}

/**
 * The business form's first calls (BusinessCaseLoadUseCase.execute), as HttpBusinessCheckService
 * sends them (no canary; fresh answers): the authorization redeems the link's code and sets the
 * session cookie, then the session, the case status and the submission at once. Only for a link
 * with an auth code that logs no session out; true when they went out.
 */
function sendBusinessCaseCalls(
  answers: EarlyAnswers,
  baseUrl: string,
  { caseId, authCode }: { readonly caseId: number; readonly authCode?: string },
): boolean {
  if (authCode === undefined || !entersWithoutLogOut(caseId, authCode)) return false;
  const call = (early: EarlyCall) =>
    answers.send(baseUrl, null, early, SERVICE_TIMEOUT_MS, { 'Cache-Control': 'no-cache' });
  void call({ method: 'POST', path: GLS_PATHS.authorizations(caseId), body: { auth_code: authCode } }).then(
    (answer) => {
      if (answer === null || !succeeded(answer.status)) return;
      [GLS_PATHS.session(), GLS_PATHS.caseStatus(caseId), GLS_PATHS.submission(caseId)].forEach(
        (path) => void call({ path }),
      );
    },
  );
  return true;
}
