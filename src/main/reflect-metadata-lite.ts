/**
 * Stands in for `reflect-metadata/lite` in the browser bundle (webpack.config.ts aliases it to this
 * file; Jest and Node use the real package). Inversify imports that package for its side effect
 * only: it needs somewhere to keep each class's injection metadata, and it reads and writes it
 * through three functions alone, `Reflect.defineMetadata`, `Reflect.getOwnMetadata` and
 * `Reflect.getMetadata` (@inversifyjs/reflect-metadata-utils). The package implements the whole
 * metadata proposal (key listing, deletion, `Reflect.decorate`, a registry shared between copies)
 * in about 8 KB minified, all of it on the overview's start path; this store is a few hundred bytes.
 *
 * Kept the same: metadata lives per target and per property key (none for the class itself);
 * `getMetadata` looks along the prototype chain, the others on the target only; a function already
 * installed (another copy of a metadata polyfill) is left alone. `Reflect.decorate` is left out on
 * purpose: TypeScript's decorator helper checks for it and otherwise applies the decorators itself,
 * in the same order. The build emits no `design:*` metadata (webpack.config.ts), so nothing calls
 * `Reflect.metadata` either.
 */

type Target = object;
type PropertyKey = string | symbol | undefined;

/** target -> property key (undefined: the class itself) -> metadata key -> value */
const store = new WeakMap<Target, Map<PropertyKey, Map<unknown, unknown>>>();

const ownEntries = (target: Target, propertyKey: PropertyKey, create: boolean): Map<unknown, unknown> | undefined => {
  let byProperty = store.get(target);
  if (byProperty === undefined) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let entries = byProperty.get(propertyKey);
  if (entries === undefined && create) {
    entries = new Map();
    byProperty.set(propertyKey, entries);
  }
  return entries;
};

export interface MetadataFunctions {
  defineMetadata(metadataKey: unknown, value: unknown, target: Target, propertyKey?: PropertyKey): void;
  getOwnMetadata(metadataKey: unknown, target: Target, propertyKey?: PropertyKey): unknown;
  getMetadata(metadataKey: unknown, target: Target, propertyKey?: PropertyKey): unknown;
}

export const metadataFunctions: MetadataFunctions = {
  defineMetadata(metadataKey, value, target, propertyKey) {
    ownEntries(target, propertyKey, true)!.set(metadataKey, value);
  },
  getOwnMetadata(metadataKey, target, propertyKey) {
    return ownEntries(target, propertyKey, false)?.get(metadataKey);
  },
  getMetadata(metadataKey, target, propertyKey) {
    for (let current: Target | null = target; current !== null; current = Object.getPrototypeOf(current) as Target) {
      const entries = ownEntries(current, propertyKey, false);
      if (entries?.has(metadataKey)) return entries.get(metadataKey);
    }
    return undefined;
  },
};

/** Adds the functions the given Reflect object lacks (the global one when this module loads). */
export function installMetadataFunctions(reflect: object): void {
  const slots = reflect as Partial<MetadataFunctions>;
  for (const name of Object.keys(metadataFunctions) as (keyof MetadataFunctions)[]) {
    if (typeof slots[name] !== 'function') Object.assign(slots, { [name]: metadataFunctions[name] });
  }
}

installMetadataFunctions(Reflect);
