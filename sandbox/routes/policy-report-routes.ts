import type { FastifyInstance } from 'fastify';
import type { PolicyReport } from '../model/policy-report';
import { readPolicyReports } from '../model/policy-report';
import { noContent } from './replies';

export const POLICY_REPORTS_PATH = '/__sandbox/policy-reports';

/** The bodies browsers send to a `report-uri`: `{ "csp-report": {...} }`, or the Reporting API's list. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * The policy's `report-uri` for the browser tests in every engine (`SANDBOX_POLICY_REPORTS=1`):
 * WebKit's driver has no way to listen for `securitypolicyviolation` before a page's first script,
 * but every engine posts a violation to the policy's report address. POST collects (the browser),
 * GET lists and DELETE clears (the test). Off by default: the policy a host sends has no report address.
 */
export function policyReportRoutes(reports: PolicyReport[]) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    });
    app.post(POLICY_REPORTS_PATH, async (request, reply) => {
      reports.push(...readPolicyReports(request.body));
      return noContent(reply);
    });
    app.get(POLICY_REPORTS_PATH, async () => reports);
    app.delete(POLICY_REPORTS_PATH, async (_request, reply) => {
      reports.length = 0;
      return noContent(reply);
    });
  };
}
