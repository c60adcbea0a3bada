import type { AppSettings } from '../../../src/application/ports/app-settings.port';
import { BusinessCaseLoadUseCase } from '../../../src/application/use-cases/business-case-load.use-case';
import { ErrorActionUseCase } from '../../../src/application/use-cases/error-action.use-case';
import { StartSessionUseCase } from '../../../src/application/use-cases/start-session.use-case';
import { SESSION_KEY } from '../../../src/application/use-cases/stored-session';
import { BusinessCaseViewModel } from '../../../src/application/view-models/business-case.view-model';
import { BusinessRosterViewModel } from '../../../src/application/view-models/business-roster.view-model';
import { ErrorActionViewModel } from '../../../src/application/view-models/error-action.view-model';
import { ErrorViewModel } from '../../../src/application/view-models/error.view-model';
import { InterviewStore } from '../../../src/application/view-models/interview.store';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import { settingsOf } from '../fakes/fake-app-settings';
import { FakeBusinessCheckService } from '../fakes/fake-business-check-service';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';
import { FakeInterviewService } from '../fakes/fake-interview-service';
import { FakeNavigator } from '../fakes/fake-navigator';
import { FakeSessionStore } from '../fakes/fake-session-store';
import { FakeTime } from '../fakes/fake-time';
import { languageStoreOf } from '../fakes/fake-language';

/** The business form and its roster, made of fakes, with a stored business session for case 42. */
export function businessHarness(options: { stored?: unknown; settings?: Partial<AppSettings> } = {}) {
  const time = new FakeTime();
  const store = new FakeSessionStore();
  store.write(SESSION_KEY, options.stored ?? { caseId: 42, enableReturn: false, authCode: 'code-1' });
  const navigator = new FakeNavigator();
  const reporter = new FakeErrorReporter();
  const service = new FakeBusinessCheckService();
  const error = new ErrorViewModel();
  const snackbar = new SnackbarViewModel(time);
  const errors = new ErrorActionViewModel(
    error,
    snackbar,
    new ErrorActionUseCase(navigator, store, settingsOf(), new InterviewStore(navigator, time, languageStoreOf(time))),
    reporter,
  );
  const startSession = new StartSessionUseCase(store, new FakeInterviewService());
  const form = new BusinessCaseViewModel(
    service,
    new BusinessCaseLoadUseCase(service),
    startSession,
    errors,
    snackbar,
    navigator,
    reporter,
    time,
    settingsOf(options.settings),
  );
  const roster = new BusinessRosterViewModel(form, service, snackbar);
  return { time, store, navigator, reporter, service, error, snackbar, errors, form, roster };
}

export const ADDRESS = { street: '1 Main St', city: 'Springfield', state: 'IL', postcode: '62701' };
