import { describeCase, parseCaseInput } from '../../domain/business/case-report';
import { caseStepTitle } from '../../domain/business/case-timeline';
import type { Command } from '../command';
import { readDocument } from './document-argument';

export const caseCommand: Command = {
  name: 'case',
  synopsis: 'attest case FILE|-',
  summary: "explain a business owner's background-check case ({status, submission} bodies)",
  takesToday: false,
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
