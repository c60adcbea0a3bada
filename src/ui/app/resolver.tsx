import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';

/** A class of the application layer, or a port's Symbol token. */
export type Token<T> = symbol | (abstract new (...args: never[]) => T);

/**
 * What the UI needs of the composition root: an instance per token. The UI never sees the
 * container itself (src/main owns it), so screens can be rendered in tests with any resolver.
 */
export interface Resolver {
  get<T>(token: Token<T>): T;
}

const ResolverContext = createContext<Resolver | null>(null);

export function ResolverProvider({ resolver, children }: { resolver: Resolver; children: ReactNode }) {
  return <ResolverContext.Provider value={resolver}>{children}</ResolverContext.Provider>;
}

/** The resolver itself, for an instance whose class loads later (a lazily imported use case). */
export function useResolver(): Resolver {
  const resolver = useContext(ResolverContext);
  if (resolver === null) throw new Error('useResolver outside ResolverProvider');
  return resolver;
}

/** The instance bound to `token` (view models are singletons per page load, see src/main). */
export function useInstance<T>(token: Token<T>): T {
  const resolver = useResolver();
  return useMemo(() => resolver.get(token), [resolver, token]);
}
