import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Spec 001 §2.1: the autocomplete shows at most 10 matches. */
export const AUTOCOMPLETE_MAX_MATCHES = 10;

/** The first matches of a query by name, case-insensitively, at most 10 (spec 001 §2.1, §9). */
export function matchesOf<T>(items: readonly T[], query: string, nameOf: (item: T) => string): readonly T[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [];
  return items.filter((item) => nameOf(item).toLowerCase().includes(wanted)).slice(0, AUTOCOMPLETE_MAX_MATCHES);
}
/** A known institution picked from the list (spec 001 §5.13). */
export interface AcademicProvider {
  readonly name: string;
  readonly id: string;
}

/** Spec 001 §5.13: an object with name and id, i.e. a provider picked from the list, not free text. */
export function validateAcademicProvider(provider: AcademicProvider | null): Verdict {
  return provider !== null && provider.name.trim() !== '' && provider.id.trim() !== ''
    ? VALID
    : invalid(VALIDATION_MESSAGES.academicRequired);
}
