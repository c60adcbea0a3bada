import type { Newable } from 'inversify';
import { ContainerModule } from 'inversify';
import { BusinessCaseLoadUseCase } from '../application/use-cases/business-case-load.use-case';
import { ErrorActionUseCase } from '../application/use-cases/error-action.use-case';
import { BusinessLandingViewModel } from '../application/view-models/business-landing.view-model';
import { BusinessCaseViewModel } from '../application/view-models/business-case.view-model';
import { BusinessRosterViewModel } from '../application/view-models/business-roster.view-model';
import { ChatViewModel } from '../application/view-models/chat.view-model';
import { ErrorActionViewModel } from '../application/view-models/error-action.view-model';
import { RequestStatusPageViewModel } from '../application/view-models/request-status-page.view-model';
import { LogoutUseCase } from '../application/use-cases/logout.use-case';
import { StartSessionUseCase } from '../application/use-cases/start-session.use-case';
import { CheckoutViewModel } from '../application/view-models/checkout.view-model';
import { ErrorViewModel } from '../application/view-models/error.view-model';
import { FinishingViewModel } from '../application/view-models/finishing.view-model';
import { InterviewViewModel } from '../application/view-models/interview.view-model';
import { PollingViewModel } from '../application/view-models/polling.view-model';
import { QuestionViewModel } from '../application/view-models/question.view-model';
import { SnackbarViewModel } from '../application/view-models/snackbar.view-model';
import { ThankYouViewModel } from '../application/view-models/thank-you.view-model';

/**
 * The application layer: every use case and view model, one instance per page load, so the
 * screens share one interview store, one snackbar and one error page state.
 */
export const applicationModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(LogoutUseCase).toSelf().inSingletonScope();
    bind(StartSessionUseCase).toSelf().inSingletonScope();
    bind(CheckoutViewModel).toSelf().inSingletonScope();
    bind(ErrorViewModel).toSelf().inSingletonScope();
    bind(FinishingViewModel).toSelf().inSingletonScope();
    bind(InterviewViewModel).toSelf().inSingletonScope();
    bind(PollingViewModel).toSelf().inSingletonScope();
    bind(QuestionViewModel).toSelf().inSingletonScope();
    bind(SnackbarViewModel).toSelf().inSingletonScope();
    bind(ThankYouViewModel).toSelf().inSingletonScope();
    bind(BusinessCaseLoadUseCase).toSelf().inSingletonScope();
    bind(ErrorActionUseCase).toSelf().inSingletonScope();
    bind(BusinessCaseViewModel).toSelf().inSingletonScope();
    bind(BusinessRosterViewModel).toSelf().inSingletonScope();
    bind(BusinessLandingViewModel).toSelf().inSingletonScope();
    bind(ChatViewModel).toSelf().inSingletonScope();
    bind(ErrorActionViewModel).toSelf().inSingletonScope();
    bind(RequestStatusPageViewModel).toSelf().inSingletonScope();
  });

/** Every class bound here, for the composition test. */
export const APPLICATION_CLASSES: readonly Newable<object>[] = [
  LogoutUseCase,
  StartSessionUseCase,
  CheckoutViewModel,
  ErrorViewModel,
  FinishingViewModel,
  InterviewViewModel,
  PollingViewModel,
  QuestionViewModel,
  SnackbarViewModel,
  ThankYouViewModel,
  BusinessCaseLoadUseCase,
  ErrorActionUseCase,
  BusinessCaseViewModel,
  BusinessRosterViewModel,
  BusinessLandingViewModel,
  ChatViewModel,
  ErrorActionViewModel,
  RequestStatusPageViewModel,
];
