import type { ComponentType, ReactNode } from 'react';
import { useChunk } from '../components/use-chunk';
import { LoadingScreen } from '../shell/loading-screen';
import type { FieldEntry, FieldProps } from './field-props';

/**
 * Draws `children` with the field's component once its chunk has run, and the loading screen until
 * then (useChunk: not a Suspense fallback). A chunk that cannot load hands over the lazy component,
 * whose failure the error boundary shows.
 */
export function WithLoadedField({
  entry,
  children,
}: {
  entry: FieldEntry;
  children: (Field: ComponentType<FieldProps>) => ReactNode;
}) {
  const field = useChunk(entry);
  if (field === 'loading') return <LoadingScreen />;
  return <>{children(field === 'failed' ? entry.component : field)}</>;
}
