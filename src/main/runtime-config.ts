import type { Result } from '../domain/shared/result';
import { err } from '../domain/shared/result';
import type { RuntimeConfig } from './config-fields';
import { readConfigFields } from './config-fields';
import { vendorGaps } from './config-vendor-rules';

export type { Environment, RuntimeConfig, TrackingChoice } from './config-fields';
export { ENVIRONMENTS, TRACKING_CHOICES } from './config-fields';
export { RUNTIME_CONFIG_PATH } from './config-request';
export { loadRuntimeConfig } from './load-runtime-config';

/**
 * Reads a parsed config.json whole, at once: every field's rule (config-fields.ts), then the vendor
 * rules (config-vendor-rules.ts: a vendor named in part is refused). The error is one line naming
 * the first bad field, shown on the page as it is. For Node (tests, `npm run headers`, the build's
 * page policy); the browser reads through loadRuntimeConfig, which applies the same rules but loads
 * the vendor rules only for a configuration that names a vendor.
 */
export function parseRuntimeConfig(raw: unknown): Result<RuntimeConfig, string> {
  const config = readConfigFields(raw);
  if (!config.ok) return config;
  const gap = vendorGaps(config.value);
  return gap === null ? config : err(gap);
}
