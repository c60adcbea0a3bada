import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ok } from '../../../src/domain/shared/result';
import { APP_SETTINGS } from '../../../src/application/ports/app-settings.port';
import type { AppSettings } from '../../../src/application/ports/app-settings.port';
import { BUSINESS_CHECK_SERVICE } from '../../../src/application/ports/business-check-service.port';
import type { CardPayments } from '../../../src/application/ports/card-payments.port';
import { CARD_PAYMENTS } from '../../../src/application/ports/card-payments.port';
import { CLOCK } from '../../../src/application/ports/clock.port';
import { ERROR_REPORTER } from '../../../src/application/ports/error-reporter.port';
import { TRACKER } from '../../../src/application/ports/tracking.port';
import { IDS } from '../../../src/application/ports/ids.port';
import { INTERVIEW_SERVICE } from '../../../src/application/ports/interview-service.port';
import { NAVIGATOR } from '../../../src/application/ports/navigator.port';
import { PARTNER_PROFILE } from '../../../src/application/ports/partner-profile.port';
import { SCHEDULER } from '../../../src/application/ports/scheduler.port';
import { SESSION_STORE } from '../../../src/application/ports/session-store.port';
import type { TextsLoader } from '../../../src/application/ports/texts-loader.port';
import { TEXTS_LOADER } from '../../../src/application/ports/texts-loader.port';
import { DEVICE_PROFILE } from '../../../src/application/ports/device-profile.port';
import { CAMERA } from '../../../src/application/ports/camera.port';
import { IMAGE_PROCESSOR } from '../../../src/application/ports/image-processor.port';
import { LIVENESS } from '../../../src/application/ports/liveness.port';
import { FakeLiveness } from '../../application/fakes/fake-liveness';
import { InterviewStore } from '../../../src/application/view-models/interview.store';
import { InterviewLoadUseCase } from '../../../src/application/use-cases/interview-load.use-case';
import type { Question } from '../../../src/domain/questions/question';
import { CONTAINER_OPTIONS } from '../../../src/main/container';
import type { Resolver, Token } from '../../../src/ui/app/resolver';
import { ResolverProvider } from '../../../src/ui/app/resolver';
import type { RouteHandler } from '../../../src/ui/app/router-bridge';
import { RouterBridge } from '../../../src/ui/app/router-bridge';
import { PageRouter } from '../../../src/ui/app/page-router';
import { Layout } from '../../../src/ui/shell/layout';
import { settingsOf } from '../../application/fakes/fake-app-settings';
import { FakeBusinessCheckService } from '../../application/fakes/fake-business-check-service';
import { FakeCardPayments } from '../../application/fakes/fake-card-payments';
import { FakeErrorReporter } from '../../application/fakes/fake-error-reporter';
import { FakeTracker } from '../../application/fakes/fake-tracker';
import { FakeIds } from '../../application/fakes/fake-ids';
import { FakeInterviewService, snapshotOf } from '../../application/fakes/fake-interview-service';
import { FakeNavigator } from '../../application/fakes/fake-navigator';
import { FakePartnerProfile } from '../../application/fakes/fake-partner-profile';
import { FakeSessionStore } from '../../application/fakes/fake-session-store';
import { FakeDeviceProfile } from '../../application/fakes/fake-device-profile';
import { DeviceViewModel } from '../../../src/application/view-models/device.view-model';
import { FakeTime } from '../../application/fakes/fake-time';
import { FakeCamera } from '../../application/fakes/fake-camera';
import { FakeImageProcessor } from '../../application/fakes/fake-image-processor';

/** The fake navigator, wired to the router as the browser's navigator is: go() changes the route. */
export class RoutedNavigator extends FakeNavigator {
  private handler: RouteHandler | null = null;
  readonly connect = (handler: RouteHandler | null): void => {
    this.handler = handler;
  };
  override go(path: string, options?: { readonly replace?: boolean }): void {
    super.go(path);
    this.handler?.(path, { replace: options?.replace ?? false });
  }
}

export interface UiHarnessOptions {
  readonly settings?: Partial<AppSettings>;
  readonly cardInputs?: 'hosted' | 'plain';
  /** A real card adapter (e.g. Stripe's over a fake Stripe.js) instead of the port's fake. */
  readonly cardPayments?: CardPayments;
  readonly storage?: boolean;
  /** The device the DeviceProfile fake reports (default: a desktop browser with a mouse). */
  readonly userAgent?: string;
  readonly canHover?: boolean;
  /** The page's host (default attest.example, which names no partner). */
  readonly host?: string;
}

/** The Spanish texts as the browser's chunk gives them, without the chunk: the module itself. */
const SPANISH_LOADER: TextsLoader = {
  load: async () => ok((await import('../../../src/ui/texts/catalogues/all.es')).ALL_CATALOGUES_ES),
};

/**
 * The real application layer (every view model and use case, as src/main binds them) over fakes
 * of the ports, and a way to render the app, or one element, at a path.
 */
export function uiHarness(options: UiHarnessOptions = {}) {
  const time = new FakeTime();
  const service = new FakeInterviewService();
  const business = new FakeBusinessCheckService();
  const cards = new FakeCardPayments(options.cardInputs ?? 'plain');
  const host = options.host ?? 'attest.example';
  const navigator = new RoutedNavigator({ origin: `https://${host}`, host, pathname: '/overview', search: '' });
  const partner = new FakePartnerProfile();
  const reporter = new FakeErrorReporter();
  const tracker = new FakeTracker();
  const store = new FakeSessionStore(options.storage ?? true);
  const settings = settingsOf(options.settings);
  const device = new FakeDeviceProfile(options.userAgent, options.canHover ?? true);
  const camera = new FakeCamera();
  const images = new FakeImageProcessor();
  const liveness = new FakeLiveness();
  const container = new Container(CONTAINER_OPTIONS);
  container.bind(CAMERA).toConstantValue(camera);
  container.bind(IMAGE_PROCESSOR).toConstantValue(images);
  container.bind(LIVENESS).toConstantValue(liveness);
  container.bind(INTERVIEW_SERVICE).toConstantValue(service);
  container.bind(BUSINESS_CHECK_SERVICE).toConstantValue(business);
  container.bind(CARD_PAYMENTS).toConstantValue(options.cardPayments ?? cards);
  container.bind(NAVIGATOR).toConstantValue(navigator);
  container.bind(PARTNER_PROFILE).toConstantValue(partner);
  container.bind(ERROR_REPORTER).toConstantValue(reporter);
  container.bind(TRACKER).toConstantValue(tracker);
  container.bind(SESSION_STORE).toConstantValue(store);
  container.bind(CLOCK).toConstantValue(time);
  container.bind(SCHEDULER).toConstantValue(time);
  container.bind(IDS).toConstantValue(new FakeIds());
  container.bind(DEVICE_PROFILE).toConstantValue(device);
  // As src/main binds it (by hand, see DeviceViewModel).
  container.bind(DeviceViewModel).toConstantValue(new DeviceViewModel(device));
  container.bind(APP_SETTINGS).toConstantValue(settings);
  container.bind<TextsLoader>(TEXTS_LOADER).toConstantValue(SPANISH_LOADER);
  const resolver: Resolver = { get: <T,>(token: Token<T>) => container.get(token as never) as T };
  const get = <T,>(token: Token<T>): T => resolver.get(token);

  /** Renders `ui` inside the providers the app has, with the router at `path`. */
  const renderAt = (path: string, ui: ReactElement) => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const view = render(
      <ResolverProvider resolver={resolver}>
        <MemoryRouter initialEntries={[path]}>
          <RouterBridge connect={navigator.connect} />
          {ui}
        </MemoryRouter>
      </ResolverProvider>,
    );
    return { user, ...view };
  };

  return {
    time,
    device,
    camera,
    images,
    liveness,
    service,
    business,
    cards,
    navigator,
    partner,
    reporter,
    tracker,
    store,
    settings,
    container,
    get,
    interview: get(InterviewStore),
    loader: get(InterviewLoadUseCase),
    /** Signs in as the link ?rprId=R1&canary=c-1 does, with these questions (default: one SSN). */
    signIn(questions?: readonly Question[], search = '?rprId=R1&canary=c-1') {
      if (questions !== undefined) service.snapshot = snapshotOf({ questions: [...questions] });
      return get(InterviewLoadUseCase).startSession(search);
    },
    /** The whole app (layout and routes) at `path`. */
    renderApp(path: string) {
      return renderAt(
        path,
        <Layout>
          <PageRouter />
        </Layout>,
      );
    },
    renderAt,
  };
}
