import { BASELINE_POLICY, contentSecurityPolicy } from '../domain/security/content-security-policy';
import { parseRuntimeConfig } from './runtime-config';

/**
 * The content security policy index.html carries (webpack.config.ts writes it into the page).
 * By default one build serves every environment, so the page carries the baseline: everything the
 * configuration cannot change as strict as the full policy, the origins it names limited to https.
 * A host that cannot send headers builds with its environment's config.json
 * (`ATTEST_POLICY_CONFIG=config.json npm run build`) and its page carries the full policy of that
 * configuration instead (README 'Security headers'). A configuration the app would refuse fails the
 * build with the app's own one-line message.
 */
export function pagePolicy(configJson: string | null): string {
  if (configJson === null) return BASELINE_POLICY;
  let raw: unknown;
  try {
    raw = JSON.parse(configJson);
  } catch {
    throw new Error('ATTEST_POLICY_CONFIG: the file is not valid JSON');
  }
  const config = parseRuntimeConfig(raw);
  if (!config.ok) throw new Error(`ATTEST_POLICY_CONFIG: ${config.error}`);
  return contentSecurityPolicy(config.value, 'meta');
}
