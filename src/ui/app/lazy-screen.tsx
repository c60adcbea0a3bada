import type { ComponentType } from 'react';
import { createElement, lazy } from 'react';
import { useChunk } from '../components/use-chunk';
import { LoadingScreen } from '../shell/loading-screen';

/**
 * A route's screen in a chunk of its own. Once its chunk has run (the router starts it as the route
 * resolves, the start script may have fetched it), it draws at once; until then the loading screen
 * (useChunk), not a Suspense fallback, which React would keep for at least 300 ms: a link whose
 * interview leads on to the status page showed it 300 ms late. `preload` runs the chunk ahead.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { readonly preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const chunk = { loaded: () => loaded, preload };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyScreen(props: P) {
    const screen = useChunk(chunk);
    if (screen === 'loading') return <LoadingScreen />;
    return createElement(screen === 'failed' ? Lazy : screen, props);
  }
  return Object.assign(LazyScreen, { preload });
}
