import type { AnnotationMapEntry, AnnotationsMap } from 'mobx';
import { makeAutoObservable } from 'mobx';

/**
 * Makes a view model observable (its fields observable, getters computed, methods bound actions),
 * leaving out `excluded`: the injected collaborators (ports, use cases, other view models) and the
 * private bookkeeping (timers, pending promises) no screen renders.
 *
 * The trap this list prevents: MobX turns every field it is not told to leave alone into deep
 * observable state. An injected port served by a deferred adapter (src/main/deferred-adapter.ts)
 * is a Proxy over an empty object; made observable, it is replaced by an empty observable object,
 * so every call on the port fails with "not a function" — and only in the browser, where the
 * deferred adapter is used, not in tests with fakes. Other view models and use cases would be
 * wrapped the same way. So every collaborator goes on the list.
 *
 * A name that is not a field of the view model (a typo, a renamed field) throws at construction,
 * so the list cannot silently stop excluding what it names.
 */
export function makeViewModelObservable<T extends object, K extends string = never>(
  target: T,
  excluded: readonly (K | Extract<keyof T, string>)[],
  /** Other annotations than the automatic ones (e.g. observable.ref for data never edited in place). */
  annotations: Readonly<Record<string, AnnotationMapEntry>> = {},
): void {
  const missing = [...excluded, ...Object.keys(annotations)].filter((key) => !(key in target));
  if (missing.length > 0) throw new Error(`not fields of ${target.constructor.name}: ${missing.join(', ')}`);
  const overrides = {
    ...annotations,
    ...Object.fromEntries(excluded.map((key) => [key, false])),
  } as AnnotationsMap<T, K>;
  makeAutoObservable<T, K>(target, overrides, { autoBind: true });
}
