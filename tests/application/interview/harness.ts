import type { AppSettings } from '../../../src/application/ports/app-settings.port';
import { ErrorViewModel } from '../../../src/application/view-models/error.view-model';
import { InterviewStore } from '../../../src/application/view-models/interview.store';
import { OverviewViewModel } from '../../../src/application/view-models/overview.view-model';
import { InterviewLoadUseCase } from '../../../src/application/use-cases/interview-load.use-case';
import { HandoffLinkUseCase } from '../../../src/application/use-cases/handoff-link.use-case';
import { TextDelegationUseCase } from '../../../src/application/use-cases/text-delegation.use-case';
import { VerificationUseCase } from '../../../src/application/use-cases/verification.use-case';
import { VerificationStore } from '../../../src/application/view-models/verification.store';
import { DelegationStore } from '../../../src/application/view-models/delegation.store';
import { CheckoutViewModel } from '../../../src/application/view-models/checkout.view-model';
import { FinishingViewModel } from '../../../src/application/view-models/finishing.view-model';
import { PollingViewModel } from '../../../src/application/view-models/polling.view-model';
import { ThankYouViewModel } from '../../../src/application/view-models/thank-you.view-model';
import { QuestionViewModel } from '../../../src/application/view-models/question.view-model';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import { LogoutUseCase } from '../../../src/application/use-cases/logout.use-case';
import { StartSessionUseCase } from '../../../src/application/use-cases/start-session.use-case';
import { SESSION_KEY } from '../../../src/application/use-cases/stored-session';
import { FakeBusinessCheckService } from '../fakes/fake-business-check-service';
import { FakeCardPayments } from '../fakes/fake-card-payments';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';
import { FakeInterviewService } from '../fakes/fake-interview-service';
import { FakeNavigator } from '../fakes/fake-navigator';
import { FakeSessionStore } from '../fakes/fake-session-store';
import { LanguageStore } from '../../../src/application/view-models/language.store';
import { ok } from '../../../src/domain/shared/result';
import { FakeTime } from '../fakes/fake-time';
import { FakeTracker } from '../fakes/fake-tracker';
import { settingsOf } from '../fakes/fake-app-settings';

/** Everything an interview view model needs, made of fakes, the store itself and its load use case. */
export function interviewHarness(
  options: {
    cardInputs?: 'hosted' | 'plain';
    storage?: boolean;
    /** The page's path (default /overview). */ pathname?: string;
    settings?: Partial<AppSettings>;
  } = {},
) {
  const time = new FakeTime();
  const store = new FakeSessionStore(options.storage ?? true);
  const navigator = new FakeNavigator({
    origin: 'https://attest.example',
    host: 'attest.example',
    pathname: options.pathname ?? '/overview',
    search: '',
  });
  const reporter = new FakeErrorReporter();
  const tracker = new FakeTracker();
  const service = new FakeInterviewService();
  const cards = new FakeCardPayments(options.cardInputs);
  const error = new ErrorViewModel();
  const snackbar = new SnackbarViewModel(time);
  const startSession = new StartSessionUseCase(store, service);
  // The page's language: the interview store gives the issuer's texts in it, the checkout follows it.
  const checkoutLanguage = new LanguageStore(
    { load: async () => ok((await import('../../../src/domain/language/domain-catalogues.es')).DOMAIN_CATALOGUES_ES) },
    new FakeSessionStore(),
    snackbar,
  );
  const interview = new InterviewStore(navigator, time, checkoutLanguage);
  const logout = new LogoutUseCase(
    service,
    store,
    new FakeBusinessCheckService(),
    navigator,
    interview,
    error,
    reporter,
  );
  const loader = new InterviewLoadUseCase(interview, service, cards, reporter, error, startSession, snackbar);
  const verificationStore = new VerificationStore(interview);
  const verifications = new VerificationUseCase(verificationStore, service, time, reporter);
  const handoffLinks = new HandoffLinkUseCase(interview, service, navigator);
  const delegationStore = new DelegationStore(interview);
  const textDelegation = new TextDelegationUseCase(interview, service, navigator, delegationStore);
  const questionScreen = () =>
    new QuestionViewModel(
      interview,
      error,
      snackbar,
      navigator,
      time,
      reporter,
      loader,
      verifications,
      textDelegation,
      verificationStore,
      tracker,
      delegationStore,
    );
  const finishing = () =>
    new FinishingViewModel(interview, service, error, navigator, time, reporter, loader, settingsOf(options.settings));
  const thankYou = () => new ThankYouViewModel(interview, time, loader, time);
  const checkout = () =>
    new CheckoutViewModel(interview, cards, service, error, navigator, loader, tracker, checkoutLanguage);
  const polling = () => new PollingViewModel(interview, time, time, loader);
  const overview = () => new OverviewViewModel(interview, settingsOf());
  return {
    tracker,
    overview,
    loader,
    /** The page's language, as the checkout and the issuer's and questions' texts follow it. */
    language: checkoutLanguage,
    /** The header's logout control (LogoutUseCase.logOut). */
    logout,
    verifications,
    verificationStore,
    delegationStore,
    textDelegation,
    handoffLinks,
    questionScreen,
    finishing,
    thankYou,
    checkout,
    polling,
    time,
    store,
    navigator,
    reporter,
    service,
    cards,
    error,
    snackbar,
    startSession,
    interview,
    /** Starts the applicant's session as a link with request id R1 does. */
    signIn(search = '?rprId=R1&canary=c-1') {
      return loader.startSession(search);
    },
    /** Signs in and loads the interview. */
    async loaded(search?: string) {
      loader.startSession(search ?? '?rprId=R1&canary=c-1');
      await loader.load();
      return interview;
    },
  };
}

export { SESSION_KEY };
