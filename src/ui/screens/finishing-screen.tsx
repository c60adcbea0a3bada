import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ErrorViewModel } from '../../application/view-models/error.view-model';
import { FinishingViewModel } from '../../application/view-models/finishing.view-model';
import { useInstance } from '../app/resolver';
import { Spinner } from '../components/spinner';
import { Page } from '../shell/page';
import { SCREEN_TEXTS } from '../texts/screen-texts';
import { ErrorScreen } from './error-screen';

/**
 * The waiting-for-results screen (/finishing, spec 000 §2): the view model gives consent when it
 * is not given yet, then asks for a transition every second until one decides where to go.
 *
 * Spec is silent on this screen's texts: the heading "We're processing your information" and the
 * line under it are ours (SCREEN_TEXTS.finishing), with the shared spinner.
 */
export const FinishingScreen = observer(function FinishingScreen() {
  const finishing = useInstance(FinishingViewModel);
  const error = useInstance(ErrorViewModel);
  useEffect(() => {
    void finishing.start();
    return () => finishing.stop();
  }, [finishing]);
  if (error.reason !== null) return <ErrorScreen />;
  const texts = SCREEN_TEXTS.finishing;
  return (
    <Page route="finishing" heading={texts.heading} className="finishing">
      <p className="page__lead">{texts.message}</p>
      <Spinner />
    </Page>
  );
});
