import type { Newable } from 'inversify';
import { BusinessCaseLoadUseCase } from '../application/use-cases/business-case-load.use-case';
import { ErrorActionUseCase } from '../application/use-cases/error-action.use-case';
import { BusinessLandingViewModel } from '../application/view-models/business-landing.view-model';
import { BusinessCaseViewModel } from '../application/view-models/business-case.view-model';
import { BusinessRosterViewModel } from '../application/view-models/business-roster.view-model';
import { ChatViewModel } from '../application/view-models/chat.view-model';
import { DeviceViewModel } from '../application/view-models/device.view-model';
import { ErrorActionViewModel } from '../application/view-models/error-action.view-model';
import { ErrorPageViewModel } from '../application/view-models/error-page.view-model';
import { RequestStatusPageViewModel } from '../application/view-models/request-status-page.view-model';
import { LogoutUseCase } from '../application/use-cases/logout.use-case';
import { StartSessionUseCase } from '../application/use-cases/start-session.use-case';
import { CheckoutViewModel } from '../application/view-models/checkout.view-model';
import { ErrorViewModel } from '../application/view-models/error.view-model';
import { FinishingViewModel } from '../application/view-models/finishing.view-model';
import { InterviewStore } from '../application/view-models/interview.store';
import { InterviewLoadUseCase } from '../application/use-cases/interview-load.use-case';
import { HandoffLinkUseCase } from '../application/use-cases/handoff-link.use-case';
import { HandoffStartUseCase } from '../application/use-cases/handoff-start.use-case';
import { TextDelegationUseCase } from '../application/use-cases/text-delegation.use-case';
import { VerificationUseCase } from '../application/use-cases/verification.use-case';
import { HandOffViewModel } from '../application/view-models/hand-off.view-model';
import { IdScanViewModel } from '../application/view-models/id-scan.view-model';
import { OverviewViewModel } from '../application/view-models/overview.view-model';
import { LivenessViewModel } from '../application/view-models/liveness.view-model';
import { FileUploadViewModel } from '../application/view-models/file-upload.view-model';
import { PhotoCaptureViewModel } from '../application/view-models/photo-capture.view-model';
import { InAppBrowserViewModel } from '../application/view-models/in-app-browser.view-model';
import { ProviderLookupViewModel } from '../application/view-models/provider-lookup.view-model';
import { PollingViewModel } from '../application/view-models/polling.view-model';
import { QuestionViewModel } from '../application/view-models/question.view-model';
import { SchemaFormViewModel } from '../application/view-models/schema-form.view-model';
import { SnackbarViewModel } from '../application/view-models/snackbar.view-model';
import { ThankYouViewModel } from '../application/view-models/thank-you.view-model';
import { VerificationStore } from '../application/view-models/verification.store';
import { DelegationStore } from '../application/view-models/delegation.store';

/**
 * Every use case and view model of the application layer, for the composition test, which
 * resolves each through the container (autobind, see CONTAINER_OPTIONS). Only tests import this
 * list: importing it from the browser entry would put every view model in the start bundle.
 */
export const APPLICATION_CLASSES: readonly Newable<object>[] = [
  LogoutUseCase,
  StartSessionUseCase,
  CheckoutViewModel,
  ErrorViewModel,
  FinishingViewModel,
  InterviewStore,
  VerificationStore,
  DelegationStore,
  InterviewLoadUseCase,
  VerificationUseCase,
  HandoffLinkUseCase,
  HandoffStartUseCase,
  TextDelegationUseCase,
  HandOffViewModel,
  OverviewViewModel,
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
  ErrorPageViewModel,
  DeviceViewModel,
  RequestStatusPageViewModel,
  ProviderLookupViewModel,
  LivenessViewModel,
  PhotoCaptureViewModel,
  InAppBrowserViewModel,
  IdScanViewModel,
  FileUploadViewModel,
  SchemaFormViewModel,
];
