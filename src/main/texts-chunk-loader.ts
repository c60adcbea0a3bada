import type { TextsLoader } from '../application/ports/texts-loader.port';
import { err, ok } from '../domain/shared/result';

/**
 * The Spanish texts as a chunk of their own (issue 28): fetched when Spanish is chosen, never for
 * an English reader. A chunk that cannot load (offline, removed by a later deploy) is 'unavailable':
 * the page stays in the language it shows, and the next switch tries again.
 */
export const textsChunkLoader: TextsLoader = {
  load: () =>
    import(/* webpackChunkName: "texts-es" */ '../ui/texts/catalogues/all.es').then(
      (chunk) => ok(chunk.ALL_CATALOGUES_ES),
      () => err('unavailable' as const),
    ),
};
