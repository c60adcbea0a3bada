import { lazy } from 'react';

/**
 * The error page as its own chunk: most page loads never show it, so its texts and automatic
 * actions stay out of the start bundle. Render it inside a Suspense boundary.
 */
export const LazyErrorScreen = lazy(() => import('./error-screen').then((m) => ({ default: m.ErrorScreen })));
