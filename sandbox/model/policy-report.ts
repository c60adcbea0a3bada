/** One content security policy violation a browser reported: where, what was blocked, which directive. */
export interface PolicyReport {
  readonly page: string;
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
}

/** The reports in a body a browser posted; anything unreadable is no report. */
export function readPolicyReports(body: unknown): PolicyReport[] {
  const entries = Array.isArray(body) ? body.map((r) => (r as { body?: unknown }).body) : [body];
  return entries.flatMap((entry) => {
    const report = ((entry as Record<string, unknown> | null)?.['csp-report'] ?? entry) as Record<string, unknown>;
    if (typeof report !== 'object' || report === null) return [];
    const text = (...keys: string[]) => String(keys.map((k) => report[k]).find((v) => v !== undefined) ?? '');
    return [
      {
        // Without the query string: a link's canary never lands in a report.
        page: text('document-uri', 'documentURL').split('?')[0] ?? '',
        directive: text('effective-directive', 'effectiveDirective', 'violated-directive'),
        blocked: text('blocked-uri', 'blockedURL').split('?')[0] ?? '',
        source: `${text('source-file', 'sourceFile').split('?')[0]}:${text('line-number', 'lineNumber')}`,
      },
    ];
  });
}
