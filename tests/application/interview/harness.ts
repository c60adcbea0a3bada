import { ErrorViewModel } from '../../../src/application/view-models/error.view-model';
import { InterviewViewModel } from '../../../src/application/view-models/interview.view-model';
import { CheckoutViewModel } from '../../../src/application/view-models/checkout.view-model';
import { FinishingViewModel } from '../../../src/application/view-models/finishing.view-model';
import { PollingViewModel } from '../../../src/application/view-models/polling.view-model';
import { ThankYouViewModel } from '../../../src/application/view-models/thank-you.view-model';
import { QuestionViewModel } from '../../../src/application/view-models/question.view-model';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import { LogoutUseCase } from '../../../src/application/use-cases/logout.use-case';
import { SESSION_KEY, StartSessionUseCase } from '../../../src/application/use-cases/start-session.use-case';
import { FakeCardPayments } from '../fakes/fake-card-payments';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';
import { FakeInterviewService } from '../fakes/fake-interview-service';
import { FakeNavigator } from '../fakes/fake-navigator';
import { FakeSessionStore } from '../fakes/fake-session-store';
import { FakeTime } from '../fakes/fake-time';

/** Everything an interview view model needs, made of fakes, and the store itself. */
export function interviewHarness(options: { cardInputs?: 'hosted' | 'plain'; storage?: boolean } = {}) {
  const time = new FakeTime();
  const store = new FakeSessionStore(options.storage ?? true);
  const navigator = new FakeNavigator();
  const reporter = new FakeErrorReporter();
  const service = new FakeInterviewService();
  const cards = new FakeCardPayments(options.cardInputs);
  const error = new ErrorViewModel();
  const snackbar = new SnackbarViewModel(time);
  const startSession = new StartSessionUseCase(store, service);
  const logout = new LogoutUseCase(service, store);
  const interview = new InterviewViewModel(
    service,
    cards,
    reporter,
    navigator,
    error,
    startSession,
    logout,
    snackbar,
    time,
  );
  const questionScreen = () =>
    new QuestionViewModel(interview, service, error, snackbar, navigator, time, time, reporter);
  const finishing = () => new FinishingViewModel(interview, service, error, navigator, time, reporter);
  const thankYou = () => new ThankYouViewModel(interview, time);
  const checkout = () => new CheckoutViewModel(interview, cards, service, error, navigator);
  const polling = () => new PollingViewModel(interview, time, time);
  return {
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
      return interview.startSession(search);
    },
    /** Signs in and loads the interview. */
    async loaded(search?: string) {
      interview.startSession(search ?? '?rprId=R1&canary=c-1');
      await interview.load();
      return interview;
    },
  };
}

export { SESSION_KEY };
