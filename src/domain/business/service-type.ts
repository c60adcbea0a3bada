import { HTTP_MESSAGES } from '../errors/http-failure';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';

/** The kind of business (spec 000 §3): home services may add owners, professional services may not. */
export type ServiceType = 'professionalServices' | 'homeServices';

/** The app's service type of the service's service_type (home_services, professional_services). */
export function parseServiceType(raw: unknown): Result<ServiceType, string> {
  if (raw === 'home_services') return ok('homeServices');
  if (raw === 'professional_services') return ok('professionalServices');
  return err(HTTP_MESSAGES.unknownGlsServiceType);
}
