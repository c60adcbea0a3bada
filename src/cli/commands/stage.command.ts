import { describeStage, parseStageInput } from '../../domain/stage/stage-report';
import type { Command } from '../command';
import { orUsage, readJsonInput } from '../input';
import { singleSource } from './file-argument';

export const stageCommand: Command = {
  name: 'stage',
  synopsis: 'attest stage FILE|-',
  summary: 'which stage an applicant is at and the route the app sends them to',
  takesToday: false,
  run({ args }) {
    const source = singleSource('stage', args);
    const input = orUsage(parseStageInput(readJsonInput(source, 'stage input')), 'stage input');
    const report = describeStage(input);
    const text = [
      `Stage: ${report.stage}`,
      `Route: ${report.route}`,
      `Balance due: ${report.balanceDue ?? 'nothing'}`,
    ].join('\n');
    return { json: report, text };
  },
};
