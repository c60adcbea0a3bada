import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AppSettings } from '../../application/ports/app-settings.port';
import { APP_SETTINGS } from '../../application/ports/app-settings.port';
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import { ERROR_REPORTER } from '../../application/ports/error-reporter.port';
import type { Navigator } from '../../application/ports/navigator.port';
import { NAVIGATOR } from '../../application/ports/navigator.port';
import type { Tracker } from '../../application/ports/tracking.port';
import { TRACKER } from '../../application/ports/tracking.port';
import type { PageRoute } from '../../domain/session/resolve-route';
import { resolveRoute } from '../../domain/session/resolve-route';
import { InterviewStore } from '../../application/view-models/interview.store';
import { ErrorBoundary } from '../shell/error-boundary';
import { InterviewGate } from '../shell/interview-gate';
import { LoadingScreen } from '../shell/loading-screen';
import { LazyErrorScreen as ErrorScreen } from '../screens/lazy-error-screen';
import { lazyScreen } from './lazy-screen';
import { useInstance } from './resolver';

/**
 * The interview screens, each in a chunk of its own (lazyScreen); the router starts loading the
 * route's chunk at once, while the interview loads, instead of after it (see PageRouter). Named:
 * the start script preloads the screen a link leads to by its chunk's name (src/main/early-start.ts).
 */
const interviewScreens = {
  overview: lazyScreen(() =>
    import(/* webpackChunkName: "overview" */ '../screens/overview-screen').then((m) => m.OverviewScreen),
  ),
  question: lazyScreen(() =>
    import(/* webpackChunkName: "question" */ '../screens/question-screen').then((m) => m.QuestionScreen),
  ),
  pay: lazyScreen(() =>
    import(/* webpackChunkName: "pay" */ '../screens/checkout-screen').then((m) => m.CheckoutScreen),
  ),
  finishing: lazyScreen(() =>
    import(/* webpackChunkName: "finishing" */ '../screens/finishing-screen').then((m) => m.FinishingScreen),
  ),
  done: lazyScreen(() =>
    import(/* webpackChunkName: "done" */ '../screens/thank-you-screen').then((m) => m.ThankYouScreen),
  ),
  status: lazyScreen(() =>
    import(/* webpackChunkName: "status" */ '../screens/status-screen').then((m) => m.StatusScreen),
  ),
};

const OverviewScreen = interviewScreens.overview;
const QuestionScreen = interviewScreens.question;
const CheckoutScreen = interviewScreens.pay;
const FinishingScreen = interviewScreens.finishing;
const ThankYouScreen = interviewScreens.done;
const StatusScreen = interviewScreens.status;
const UnknownRequestScreen = lazy(() =>
  import('../screens/unknown-request-screen').then((m) => ({ default: m.UnknownRequestScreen })),
);
const LoggedOutScreen = lazy(() =>
  import('../screens/logged-out-screen').then((m) => ({ default: m.LoggedOutScreen })),
);
const LegacyNoticeScreen = lazy(() =>
  import('../screens/legacy-notice-screen').then((m) => ({ default: m.LegacyNoticeScreen })),
);
const BusinessFormScreen = lazyScreen(() =>
  import(/* webpackChunkName: "business-form" */ '../screens/business-form-screen').then((m) => m.BusinessFormScreen),
);
const BusinessLandingScreen = lazyScreen(() =>
  import(/* webpackChunkName: "business-landing" */ '../screens/business-landing-screen').then(
    (m) => m.BusinessLandingScreen,
  ),
);

interface PageOfProps {
  readonly page: PageRoute;
  readonly search: string;
  readonly businessFlow: boolean;
}

function PageOf({ page, search, businessFlow }: PageOfProps) {
  switch (page.id) {
    case 'overview':
      // A business session's /overview is the business-check form (spec 000 §2 route table).
      if (businessFlow) return <BusinessFormScreen />;
      return (
        <InterviewGate expected="/overview">
          <OverviewScreen />
        </InterviewGate>
      );
    case 'question':
      return (
        <InterviewGate expected={null}>
          <QuestionScreen slug={page.slug} />
        </InterviewGate>
      );
    case 'pay':
      return (
        <InterviewGate expected="/pay">
          <CheckoutScreen />
        </InterviewGate>
      );
    case 'finishing':
      return (
        <InterviewGate expected="/finishing">
          <FinishingScreen />
        </InterviewGate>
      );
    case 'done':
      return (
        <InterviewGate expected="/done">
          <ThankYouScreen />
        </InterviewGate>
      );
    case 'status':
      return (
        <InterviewGate expected="/status">
          <StatusScreen />
        </InterviewGate>
      );
    case 'google-login':
      return <LegacyNoticeScreen />;
    case 'google-business-verification-v2':
      return <BusinessLandingScreen caseId={page.caseId} authCode={page.authCode} />;
    case 'error':
      return <ErrorScreen routeReason={page.reason} search={search} />;
    case 'unknown-request':
      return <UnknownRequestScreen />;
    case 'logged-out':
      return <LoggedOutScreen />;
    case 'not-found':
      return <ErrorScreen reason={page.reason} />;
  }
}

/** Leaves the app for the configured external target (an invalid business case id). */
function ExternalRedirect() {
  const navigator = useInstance<Navigator>(NAVIGATOR);
  const settings = useInstance<AppSettings>(APP_SETTINGS);
  useEffect(() => navigator.redirect(settings.registrationNotFoundUrl), [navigator, settings]);
  return <LoadingScreen />;
}

/**
 * The route table lives in the domain (resolveRoute, spec 000 §2); this renders what it resolves
 * to: a page, an in-app redirect (query kept where the rule keeps it) or an external redirect.
 */
export const PageRouter = observer(function PageRouter() {
  const location = useLocation();
  const reporter = useInstance<ErrorReporter>(ERROR_REPORTER);
  const tracker = useInstance<Tracker>(TRACKER);
  const interview = useInstance(InterviewStore);
  const resolution = resolveRoute(location.pathname, location.search);
  // A business session's /overview is the business form, not the questions list: nothing to preload.
  const resolved = resolution.kind === 'page' ? resolution.page.id : null;
  const pageId = resolved === 'overview' && interview.businessFlow ? null : resolved;
  useEffect(() => {
    // A failed preload is not an error yet: the lazy screen loads again and reports it.
    if (pageId !== null && Object.hasOwn(interviewScreens, pageId)) {
      interviewScreens[pageId as keyof typeof interviewScreens].preload().catch(() => undefined);
    }
  }, [pageId]);
  // Each page shown is a screen viewed, by its route's id: a path can carry ids, an id cannot.
  const viewed = resolution.kind === 'page' ? resolution.page.id : null;
  useEffect(() => {
    if (viewed !== null) tracker.track({ kind: 'screen-viewed', screen: viewed });
  }, [tracker, viewed, location.pathname]);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (resolution.kind === 'external') return <ExternalRedirect />;
  return (
    <ErrorBoundary key={location.pathname} onError={(error, context) => reporter.report(error, context)}>
      <Suspense fallback={<LoadingScreen />}>
        <PageOf page={resolution.page} search={location.search} businessFlow={interview.businessFlow} />
      </Suspense>
    </ErrorBoundary>
  );
});
