import type { AcademicProvider } from '../validation/academic-provider';

/** Spec 001 §3.3: the academic provider is sent as an object with name and id. */
export function encodeAcademicProvider(provider: AcademicProvider): AcademicProvider {
  return { name: provider.name, id: provider.id };
}
