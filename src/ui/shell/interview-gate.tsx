import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { InterviewLoadUseCase } from '../../application/use-cases/interview-load.use-case';
import { InterviewStore } from '../../application/view-models/interview.store';
import type { StageRoute } from '../../domain/stage/stage';
import { showsInterviewScreens } from '../../domain/stage/interview-status';
import { useInstance } from '../app/resolver';
import { LazyErrorScreen } from '../screens/lazy-error-screen';
import { LoadingScreen } from './loading-screen';

/**
 * Loads the interview on entry and guards a main route by stage (spec 000 §2 'Route guarding by
 * stage'): the loading screen until the interview shows, the error page on a failed load, and
 * the route of the actual stage when it is not `expected`. A null `expected` (the question
 * route) leaves the redirect to the screen's own rule.
 */
export const InterviewGate = observer(function InterviewGate({
  expected,
  children,
}: {
  expected: StageRoute | null;
  children: ReactNode;
}) {
  const interview = useInstance(InterviewStore);
  const loader = useInstance(InterviewLoadUseCase);
  useEffect(() => {
    void loader.load();
  }, [loader]);
  if (interview.status === 'error') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LazyErrorScreen />
      </Suspense>
    );
  }
  if (!showsInterviewScreens(interview.status)) return <LoadingScreen />;
  if (expected !== null && interview.stageRoute !== expected) return <Navigate to={interview.stageRoute} replace />;
  return <>{children}</>;
});
