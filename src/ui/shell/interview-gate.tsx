import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { InterviewLoadUseCase } from '../../application/use-cases/interview-load.use-case';
import { InterviewStore } from '../../application/view-models/interview.store';
import type { StageRoute } from '../../domain/stage/stage';
import { useInstance } from '../app/resolver';
import { LazyErrorScreen } from '../screens/lazy-error-screen';
import { LoadingScreen } from './loading-screen';

/**
 * Loads the interview on entry and guards a main route by stage as the store's gate decides
 * (InterviewStore.gate, spec 000 §2 'Route guarding by stage'): the loading screen until the
 * interview shows, the error page on a failed load, and another route (a business session's form,
 * the logged-out page, the route of the actual stage) instead of this one. A route the gate leaves
 * on entry loads nothing. A null `expected` (the question route) leaves the stage redirect to the
 * screen's own rule.
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
    if (typeof interview.gate(expected) === 'string') void loader.load();
  }, [interview, loader, expected]);
  const gate = interview.gate(expected);
  if (typeof gate === 'object') return <Navigate to={gate.to} replace />;
  if (gate === 'error') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LazyErrorScreen />
      </Suspense>
    );
  }
  if (gate === 'loading') return <LoadingScreen />;
  return <>{children}</>;
});
