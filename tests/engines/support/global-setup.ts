import e2eGlobalSetup from '../../e2e/support/global-setup';

/**
 * The e2e set-up (the production bundle, the sandbox on a free loopback port), with the sandbox
 * collecting policy violation reports: the one guard every engine's driver allows (policy-reports.ts).
 */
export default async function globalSetup(): Promise<void> {
  process.env.SANDBOX_POLICY_REPORTS = '1';
  await e2eGlobalSetup();
}
