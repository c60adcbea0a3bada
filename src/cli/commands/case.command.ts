import { describeCase, parseCaseInput } from '../../domain/business/case-report';
import { caseStepTitle } from '../../domain/business/case-timeline';
import type { Command } from '../command';
import { readDocument } from './document-argument';

export const caseCommand: Command = {
  name: 'case',
  synopsis: 'attest case FILE|-',
  summary: "explain a business owner's background-check case ({status, submission} bodies)",
  takesToday: false,
  input: [
    '{',
    '  "status": { "case_status": "CASE_STATUS_PASSED", "submission_status": "SUBMITTED" },   case_status: UNSPECIFIED,',
    '             PASSED, FAILED, DROPOFF or WITHDRAWN, with or without the CASE_STATUS_ prefix',
    '  "submission"?: {                                      absent or null: no submission yet',
    '    "verification_case_id": "41", "primary_business_owner": "owner@acme.example",',
    '    "business_owners": [{ "email": "owner@acme.example", "rpr_submission_status"?: "pending"|"submitted" }, ...],',
    '    "field_workers": [ same as business_owners ],',
    '    "business_address"?: { "region_code": "US", "administrative_area": "TX", "postal_code", "locality", "address_lines": [...] }',
    '  }',
    '}   (the GET /v2/case/{id}/status and /submission bodies, side by side)',
  ],
  example: 'attest case examples/cli/case.json',
  run({ args }) {
    const input = readDocument('case', args, 'case input', parseCaseInput);
    const report = describeCase(input);
    const lines = [
      `Case status: ${report.caseStatus}${report.terminal ? ' (final)' : ''}`,
      `Progress: ${Math.round(report.progress * 100)}%`,
      'Timeline:',
      ...report.timeline.map((state, i) => `  ${state.padEnd(8)} ${caseStepTitle(i, state)}`),
      'People:',
      ...report.people.map(
        (p) => `  ${p.email} - ${p.role}, ${p.status}${p.canSendLink ? ', a link can be sent' : ''}`,
      ),
    ];
    if (report.people.length === 0) lines.push('  (none)');
    return { json: report, text: lines.join('\n') };
  },
};
