import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { BusinessCaseViewModel } from '../../application/view-models/business-case.view-model';
import { BusinessRosterViewModel } from '../../application/view-models/business-roster.view-model';
import { ErrorViewModel } from '../../application/view-models/error.view-model';
import { BUSINESS_MESSAGES } from '../../domain/business/messages';
import { useInstance } from '../app/resolver';
import { Spinner } from '../components/spinner';
import { LoadingScreen } from '../shell/loading-screen';
import { Page } from '../shell/page';
import { BUSINESS_TEXTS } from '../texts/business-texts';
import { BusinessForm } from './business/business-form';
import { LazyErrorScreen } from './lazy-error-screen';
import './business/business.css';

/**
 * /overview for a business session (spec 000 §2 route table: 'the business-check form when the
 * session is a business-check session'). Loads the case (the authorization, the session, the
 * status and the submission), shows the loading screen meanwhile and the error page on a failure,
 * then the form, or 'Working on your request' while an immediate case submits and moves on by
 * itself. While open, the case is read again in the background (BusinessCaseViewModel.watch),
 * paused while the page is hidden.
 */
export const BusinessFormScreen = observer(function BusinessFormScreen() {
  const form = useInstance(BusinessCaseViewModel);
  const roster = useInstance(BusinessRosterViewModel);
  const error = useInstance(ErrorViewModel);
  useEffect(() => {
    void form.load();
    form.watch();
    const visibility = () => form.setPageVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', visibility);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      form.unwatch();
    };
  }, [form]);

  if (form.status === 'error' || error.reason !== null) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LazyErrorScreen />
      </Suspense>
    );
  }
  if (form.status !== 'ready') return <LoadingScreen />;
  if (form.immediate) {
    return (
      <Page route="overview" heading={BUSINESS_MESSAGES.immediateCase} className="business">
        <Spinner />
      </Page>
    );
  }
  return (
    <Page route="overview" heading={BUSINESS_TEXTS.heading(form.businessCase?.businessName ?? '')} className="business">
      <BusinessForm form={form} roster={roster} />
    </Page>
  );
});
