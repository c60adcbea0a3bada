import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { ErrorActionViewModel } from '../../application/view-models/error-action.view-model';
import { ErrorPageViewModel, QUESTIONS_PATH } from '../../application/view-models/error-page.view-model';
import { ErrorViewModel } from '../../application/view-models/error.view-model';
import { InterviewStore } from '../../application/view-models/interview.store';
import { errorText, WAY_FORWARD_LABELS } from '../../domain/errors/error-catalogue';
import { errorPageReason } from '../../domain/errors/error-page-reason';
import type { ErrorReason } from '../../domain/errors/error-reason';
import { useInstance } from '../app/resolver';
import { LoadingScreen } from '../shell/loading-screen';
import { Page } from '../shell/page';
import './error-page.css';

/**
 * The sanitiser's chunk (DOMPurify) loads only for a message that carries markup; until it has,
 * the plain words of the same message show.
 */
const SafeHtml = lazy(() => import('../components/safe-html').then((m) => ({ default: m.SafeHtml })));

export interface ErrorScreenProps {
  /** The page's own input: wins over every other source. */
  readonly reason?: ErrorReason;
  /** The /error/{reason} route parameter. */
  readonly routeReason?: string;
  /** The query string, for its base64 `reason` parameter. */
  readonly search?: string;
}

/**
 * The error page (spec 000 §2, §8): heading and message chosen by reason; a reason with an
 * automatic action shows a spinner instead and runs the action once. The request-timeout message
 * names the requesting party when the issuer is known. Below the message, the ways forward of the
 * reason (the domain's waysForward): 'Try again' reloads, 'Back to your questions' (only with a
 * session) opens the overview. A message that carries markup (ErrorText.messageHtml) goes through
 * the issuer HTML sanitiser (SafeHtml), the app's one profile for markup. A warning looks unlike an
 * error (error-page.css).
 */
export const ErrorScreen = observer(function ErrorScreen({ reason, routeReason, search = '' }: ErrorScreenProps) {
  const error = useInstance(ErrorViewModel);
  const actions = useInstance(ErrorActionViewModel);
  const interview = useInstance(InterviewStore);
  const page = useInstance(ErrorPageViewModel);
  const shown = errorPageReason({
    input: reason,
    global: error.reason,
    route: routeReason,
    query: new URLSearchParams(search).get('reason'),
  });
  const automatic = actions.showsSpinnerFor(shown);
  useEffect(() => {
    if (automatic) actions.run(shown);
    else page.shown(shown);
  }, [actions, automatic, shown, page]);

  if (automatic) return <LoadingScreen />;
  const text = errorText(shown, { requestingParty: interview.issuer?.displayName ?? null });
  const ways = page.waysFor(shown);
  return (
    <Page
      route="error"
      heading={
        <>
          <span className={`error-page__icon error-page__icon--${text.severity}`} aria-hidden="true" />
          {text.heading}
        </>
      }
      className={`error-page error-page--${text.severity}`}
    >
      <p className="page__lead">
        {text.messageHtml === undefined ? (
          text.message
        ) : (
          <Suspense fallback={text.message}>
            <SafeHtml html={text.messageHtml} inline />
          </Suspense>
        )}
      </p>
      {ways.tryAgain || ways.backToQuestions ? (
        <div className="error-page__actions">
          {ways.tryAgain ? (
            <button type="button" className="button button--primary" onClick={page.tryAgain}>
              {WAY_FORWARD_LABELS.tryAgain}
            </button>
          ) : null}
          {ways.backToQuestions ? (
            // A link (it navigates), handled by the view model so the error state is cleared first.
            <a
              href={QUESTIONS_PATH}
              className={`button ${ways.tryAgain ? 'button--secondary' : 'button--primary'}`}
              onClick={(event) => {
                event.preventDefault();
                page.backToQuestions();
              }}
            >
              {WAY_FORWARD_LABELS.backToQuestions}
            </a>
          ) : null}
        </div>
      ) : null}
    </Page>
  );
});
