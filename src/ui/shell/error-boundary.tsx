import type { ErrorInfo, ReactNode } from 'react';
import { Component, Suspense } from 'react';
import type { ErrorReason } from '../../domain/errors/error-reason';
import { LazyErrorScreen } from '../screens/lazy-error-screen';
import { LoadingScreen } from './loading-screen';

interface Props {
  readonly children: ReactNode;
  /** Told what broke (no answer value is ever part of a render error's message). */
  readonly onError: (error: Error, context: Record<string, string>) => void;
}

/**
 * Catches what a screen throws while rendering, so the applicant sees the error page rather than
 * a blank one. A chunk that could not load (offline, after the 120 s chunk time-out) shows the
 * network-outage page. Spec is silent on other render errors: 'unexpected', and the error is reported.
 * The shell remounts it per route (key), so moving on clears it.
 */
export class ErrorBoundary extends Component<Props, { reason: ErrorReason | null }> {
  override state: { reason: ErrorReason | null } = { reason: null };

  static getDerivedStateFromError(error: unknown): { reason: ErrorReason } {
    return { reason: error instanceof Error && error.name === 'ChunkLoadError' ? 'network-outage' : 'unexpected' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError(error, { where: 'render', component: (info.componentStack ?? '').split('\n')[1]?.trim() ?? '' });
  }

  override render(): ReactNode {
    if (this.state.reason === null) return this.props.children;
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LazyErrorScreen reason={this.state.reason} />
      </Suspense>
    );
  }
}
