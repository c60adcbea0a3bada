import { origin } from '../../e2e/support/browser';

/**
 * The content security policy violations the browser reported to the sandbox (its `report-uri`,
 * sandbox/routes/policy-report-routes.ts). A report address works alike in every engine, where a
 * `securitypolicyviolation` listener would need a script run before the page's own, which
 * WebKit's driver cannot do. Tests run one at a time against their own sandbox, so every report
 * since the test began is the test's.
 */
export async function policyReports(): Promise<string[]> {
  const response = await fetch(`${origin()}/__sandbox/policy-reports`);
  const reports = (await response.json()) as { page: string; directive: string; blocked: string; source: string }[];
  return reports.map((r) => `${r.directive} blocked ${r.blocked || 'inline'} (${r.source}) on ${r.page}`);
}

export async function clearPolicyReports(): Promise<void> {
  await fetch(`${origin()}/__sandbox/policy-reports`, { method: 'DELETE' });
}

/** Browsers send reports a moment after the violation: long enough for one to arrive on loopback. */
export const REPORT_DELAY_MS = 250;
