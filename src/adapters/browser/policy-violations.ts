import type { ErrorReporter } from '../../application/ports/error-reporter.port';

/** The address a violation blocked, without its query or fragment (they may carry the canary). */
const withoutQuery = (address: string): string => address.replace(/[?#].*$/, '');

/**
 * Reports every content security policy violation of the page to the error reporter (issue 11),
 * each distinct one once per page load: a blocked image on a list screen would otherwise use up the
 * page's report allowance. Only the directive, the blocked address (no query) and the source file
 * are sent; never the sample of the blocked script, which could hold what the applicant typed.
 */
export function reportPolicyViolations(
  target: Pick<EventTarget, 'addEventListener'>,
  reporter: Pick<ErrorReporter, 'report'>,
): void {
  const seen = new Set<string>();
  target.addEventListener('securitypolicyviolation', (event) => {
    const { effectiveDirective, blockedURI, sourceFile, disposition } = event as SecurityPolicyViolationEvent;
    const blocked = withoutQuery(blockedURI);
    const key = `${effectiveDirective} ${blocked}`;
    if (seen.has(key)) return;
    seen.add(key);
    reporter.report(new Error(`Content security policy: ${effectiveDirective} blocked ${blocked || 'inline'}`), {
      directive: effectiveDirective,
      blocked,
      source: withoutQuery(sourceFile),
      disposition,
    });
  });
}
