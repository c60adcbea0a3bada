import { describeStage, parseStageInput } from '../../domain/stage/stage-report';
import type { Command } from '../command';
import { readDocument } from './document-argument';

export const stageCommand: Command = {
  name: 'stage',
  synopsis: 'attest stage FILE|-',
  summary: 'which stage an applicant is at and the route the app sends them to',
  takesToday: false,
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
