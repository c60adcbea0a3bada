import type { ProcessingNotice } from './processing-notices';
import type { RequestReport } from './request-report';
import type { StatusNote } from './status-notes';

/**
 * What a page other than the status page tells an applicant whose request is being processed:
 * how many days it has been processing, the long-processing notice (7 / 13 days) and the rules
 * that apply (the 30-day expiry, the two attempts then auto-cancel), each exactly as the status
 * page's report has them.
 */
export interface ProcessingFacts {
  readonly daysProcessing: number | null;
  readonly notices: readonly ProcessingNotice[];
  readonly rules: readonly StatusNote[];
}

/**
 * The processing facts of a report, or null when the request is not being processed.
 *
 * Why: spec 000 §2's stage rule sends an applicant whose request is processing with every question
 * answered to the thank-you page, not to the status page, so the thank-you page is where that
 * applicant can read them. Spec is silent on the thank-you page showing them: shown only while the
 * request is processing (display state `processing`); a request that is new has nothing to count
 * yet, and one that ended is shown on the status page.
 */
export function processingFacts(report: RequestReport): ProcessingFacts | null {
  if (report.state !== 'processing') return null;
  return { daysProcessing: report.daysProcessing, notices: report.notices, rules: report.rules };
}
