import { useEffect, useState } from 'react';

/** Code in a chunk of its own: `loaded` is what it exports once its chunk has run, `preload` runs it. */
export interface Chunked<T> {
  readonly loaded: () => T | null;
  readonly preload: () => Promise<unknown>;
}

/**
 * What the chunk exports once it has run, 'loading' until then, 'failed' if it cannot load. A
 * component draws a plain loading screen meanwhile rather than suspending: React keeps a Suspense
 * fallback on screen for at least 300 ms once shown, which code the start script preloaded would
 * wait for in vain (issue 25). On 'failed' it hands over its React.lazy twin, whose failure the
 * error boundary shows as before.
 */
export function useChunk<T>(chunk: Chunked<T>): T | 'loading' | 'failed' {
  const [failed, setFailed] = useState<Chunked<T> | null>(null);
  const [, setSettled] = useState(0);
  useEffect(() => {
    if (chunk.loaded() !== null) return;
    let live = true;
    chunk.preload().then(
      () => live && setSettled((count) => count + 1),
      () => live && setFailed(chunk),
    );
    return () => {
      live = false;
    };
  }, [chunk]);
  return chunk.loaded() ?? (failed === chunk ? 'failed' : 'loading');
}
