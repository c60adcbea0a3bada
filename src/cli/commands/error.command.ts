import { WAY_FORWARD_LABELS } from '../../domain/errors/error-catalogue';
import type { ErrorReport } from '../../domain/errors/error-report';
import { describeError } from '../../domain/errors/error-report';
import type { Command } from '../command';
import { UsageError } from '../usage-error';

export const errorCommand: Command = {
  name: 'error',
  synopsis: 'attest error REASON',
  summary: 'what the error page shows for a reason, the automatic action it takes and the ways forward it offers',
  takesToday: false,
  run({ args }) {
    if (args.length !== 1) throw new UsageError('error takes exactly one REASON, e.g. attest error page-not-found');
    const report = describeError(args[0] as string);
    const known = report.reason === args[0]?.trim() ? '' : ` (not a known reason: shown as ${report.reason})`;
    const lines = [
      `Reason: ${report.reason}${known}`,
      `Heading: ${report.heading}`,
      `Message: ${report.message}`,
      report.action === null ? 'Action: none, the page shows the message' : `Action: ${actionText[report.action]}`,
      `Ways forward: ${waysText(report.waysForward)}`,
    ];
    return { json: report, text: lines.join('\n') };
  },
};

const actionText = {
  'unknown-request': 'a spinner shows, then the app goes to the link-expired page (/unknown-request)',
  'registration-not-found':
    'a spinner shows, then the browser goes to the registration-not-found page (a business session goes to the business verification page)',
  'session-expired':
    "the snackbar 'Your session has expired, please log in again.' shows, the user is logged out locally and redirected",
} as const;

/** The page's buttons in their own words, and what each does (the domain's waysForward table). */
function waysText(ways: ErrorReport['waysForward']): string {
  const offered = [
    ways.tryAgain ? `'${WAY_FORWARD_LABELS.tryAgain}' (reloads the page)` : null,
    ways.backToQuestions
      ? `'${WAY_FORWARD_LABELS.backToQuestions}' (the overview; shown only when the applicant has a session)`
      : null,
  ].filter((way): way is string => way !== null);
  return offered.length === 0 ? "none, only the browser's Back button" : offered.join(', ');
}
