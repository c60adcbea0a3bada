import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ErrorViewModel } from '../../application/view-models/error.view-model';
import { RequestStatusPageViewModel } from '../../application/view-models/request-status-page.view-model';
import { useInstance } from '../app/resolver';
import { LoadingScreen } from '../shell/loading-screen';
import { Page } from '../shell/page';
import { usePolling } from '../shell/use-polling';
import { SCREEN_TEXTS } from '../texts/screen-texts';
import { ErrorScreen } from './error-screen';
import { StatusDetails } from './status/status-details';
import { TerminatedPage } from './status/terminated-page';

/**
 * The request status page (/status, spec 000 §2, §4): the request's alert, timeline, description,
 * 'What happens next?' and support footer, or the terminated-request page of a canceled insurance
 * self-attestation-only request. The view model refreshes the record in the background while the
 * screen is open.
 *
 * Spec is silent on the page's heading: 'Verification status' is ours. Spec is silent on a session
 * without a request to read (a business session): the page shows its heading only.
 */
export const StatusScreen = observer(function StatusScreen() {
  const status = useInstance(RequestStatusPageViewModel);
  const error = useInstance(ErrorViewModel);
  // The page reads its request on the polling ramp itself; the applicant's activity drives the ramp.
  usePolling({ run: false });
  useEffect(() => {
    void status.start();
    return () => status.stop();
  }, [status]);

  if (error.reason !== null) return <ErrorScreen />;
  const report = status.report;
  if (report === null) {
    // Until the first read has answered (or found nothing to read), the page is loading.
    if (!status.running || status.loading) return <LoadingScreen />;
    return <Page route="status" heading={SCREEN_TEXTS.status.heading} />;
  }
  if (status.terminated) return <TerminatedPage status={status} />;
  return (
    <Page route="status" heading={SCREEN_TEXTS.status.heading} className="status">
      <StatusDetails status={status} report={report} />
    </Page>
  );
});
