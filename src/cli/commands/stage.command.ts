import { REQUEST_STATUS_TYPES } from '../../domain/request-status/request-status-type';
import { INTERVIEW_STATUSES } from '../../domain/stage/interview-status';
import { describeStage, parseStageInput } from '../../domain/stage/stage-report';
import type { Command } from '../command';
import { readDocument } from './document-argument';

export const stageCommand: Command = {
  name: 'stage',
  synopsis: 'attest stage FILE|-',
  summary: 'which stage an applicant is at and the route the app sends them to',
  takesToday: false,
  input: [
    '{',
    `  "requestStatus": ${REQUEST_STATUS_TYPES.map((s) => `"${s}"`).join('|')},`,
    '  "questions": [{ "attrType": "core.ssn", "complete": true|false }, ...],',
    '  "balance"?: { "amount": 25, "currency": "USD" },      default: nothing due',
    '  "consentGiven"?: true|false,                          default: false',
    `  "interviewStatus"?: ${INTERVIEW_STATUSES.map((s) => `"${s}"`).join('|')}   default: "success"`,
    '}',
  ],
  example: 'attest stage examples/cli/stage.json',
  run({ args }) {
    const input = readDocument('stage', args, 'stage input', parseStageInput);
    const report = describeStage(input);
    const text = [
      `Stage: ${report.stage}`,
      `Route: ${report.route}`,
      `Balance due: ${report.balanceDue ?? 'nothing'}`,
    ].join('\n');
    return { json: report, text };
  },
};
