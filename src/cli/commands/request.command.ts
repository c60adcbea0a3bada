import { parseRequestRecord } from '../../domain/request-status/request-record';
import { REQUEST_STATUS_MESSAGES } from '../../domain/request-status/messages';
import type { RequestReport } from '../../domain/request-status/request-report';
import { describeRequest } from '../../domain/request-status/request-report';
import { statusNoteText } from '../../domain/request-status/status-note-text';
import type { Command } from '../command';
import { readDocument } from './document-argument';

const NOTICE_TEXT = {
  'delay-7': 'processing for 7 days or more: the page shows the processing-delay notice',
  'delay-13': 'processing for 13 days or more: the page shows the delay notice with a support ticket link',
} as const;

function explain(report: RequestReport): string {
  const lines = [
    `State: ${report.state}`,
    `Status: ${report.label}`,
    `Alert: ${report.alert ?? '(none)'}`,
    'Timeline:',
  ];
  for (const step of report.timeline) {
    lines.push(
      `  ${step.state.padEnd(8)} ${REQUEST_STATUS_MESSAGES.steps[step.id]}${step.note ? `: ${step.note}` : ''}`,
    );
    // The record's events (spec 000 §4 'Events') under their step, as the status page lists them.
    for (const event of step.events)
      lines.push(`           event: ${event.type}${event.date ? ` on ${event.date}` : ''}`);
  }
  lines.push(`Requested: ${report.requestedAt ?? '-'}`);
  lines.push(`Submitted: ${report.submittedAt ?? '-'}`);
  lines.push(`Completed: ${report.completedAt ?? '-'}`);
  lines.push(`Days processing: ${report.daysProcessing ?? '-'}`);
  lines.push(...(report.notices.length ? report.notices.map((n) => `Notice: ${NOTICE_TEXT[n]}`) : ['Notices: none']));
  // The rules in the page's own sentences (the JSON's `rules`).
  lines.push(...(report.rules.length ? report.rules.map((rule) => `Rule: ${statusNoteText(rule)}`) : ['Rules: none']));
  return lines.join('\n');
}

export const requestCommand: Command = {
  name: 'request',
  synopsis: 'attest request FILE|- [--today YYYY-MM-DD]',
  summary: 'explain the status page of a request record (a GET /requests/{id} body)',
  takesToday: true,
  input: [
    '{',
    '  "status": "new"|"pending"|"in_process"|"complete"|"timeout"|"terminated"|...,',
    '  "created_at": 1793545200, "submitted_at": 1793939400|null, "completed_at": null,   seconds since 1970',
    '  "attribute_sharing_agreements"?: [{ "attribute_type": "core.ssn", "fulfilment": { "status": "fulfilled" } }, ...]',
    '  "events"?: [{ "type": "relyingparty-initiated"|"idowner-accepted"|..., "created_at": 1793545200 }, ...]',
    '}   (a GET /requests/{id} body)',
  ],
  example: 'attest request examples/cli/request.json --today 2026-11-12',
  run({ args, today }) {
    const record = readDocument('request', args, 'request record', parseRequestRecord);
    const report = describeRequest(record, today());
    return { json: report, text: explain(report) };
  },
};
