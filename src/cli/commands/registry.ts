import type { Command } from '../command';
import { caseCommand } from './case.command';
import { checkCommand } from './check.command';
import { encodeCommand } from './encode.command';
import { errorCommand } from './error.command';
import { questionsCommand } from './questions.command';
import { requestCommand } from './request.command';
import { stageCommand } from './stage.command';

export const commands: readonly Command[] = [
  checkCommand,
  encodeCommand,
  requestCommand,
  stageCommand,
  caseCommand,
  errorCommand,
  questionsCommand,
];
