import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ErrorActionViewModel } from '../../application/view-models/error-action.view-model';
import { ErrorViewModel } from '../../application/view-models/error.view-model';
import { InterviewViewModel } from '../../application/view-models/interview.view-model';
import { errorText } from '../../domain/errors/error-catalogue';
import { errorPageReason } from '../../domain/errors/error-page-reason';
import type { ErrorReason } from '../../domain/errors/error-reason';
import { useInstance } from '../app/resolver';
import { LoadingScreen } from '../shell/loading-screen';
import { Page } from '../shell/page';

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
 * names the requesting party when the issuer is known.
 */
export const ErrorScreen = observer(function ErrorScreen({ reason, routeReason, search = '' }: ErrorScreenProps) {
  const error = useInstance(ErrorViewModel);
  const actions = useInstance(ErrorActionViewModel);
  const interview = useInstance(InterviewViewModel);
  const shown = errorPageReason({
    input: reason,
    global: error.reason,
    route: routeReason,
    query: new URLSearchParams(search).get('reason'),
  });
  const automatic = actions.showsSpinnerFor(shown);
  useEffect(() => {
    if (automatic) actions.run(shown);
  }, [actions, automatic, shown]);

  if (automatic) return <LoadingScreen />;
  const text = errorText(shown, { requestingParty: interview.issuer?.displayName ?? null });
  return (
    <Page route="error" heading={text.heading} className={`error-page error-page--${text.severity}`}>
      <p className="page__lead">{text.message}</p>
    </Page>
  );
});
