import { checkAnswer } from '../../domain/answers/check-answer';
import type { Command } from '../command';
import { UsageError } from '../usage-error';
import { STRICT, readKind, readValue } from './answer-input';

export interface CheckRow {
  readonly value: string;
  readonly valid: boolean;
  readonly message: string | null;
}

export const checkCommand: Command = {
  name: 'check',
  synopsis: 'attest check KIND VALUE... [--today YYYY-MM-DD]',
  summary: 'validate each value as the question of that kind does',
  takesToday: true,
  run({ args, today }) {
    const [kindName, ...values] = args;
    const kind = readKind(kindName);
    if (values.length === 0) throw new UsageError(`check ${kind} needs at least one VALUE`);
    const rows: CheckRow[] = values.map((value, index) => {
      const position = `value ${index + 1}`;
      const verdict = checkAnswer(kind, readValue(kind, value, position), { today: today() }, STRICT);
      if (!verdict.ok) throw new UsageError(`${position} is not a ${kind} answer: ${verdict.error}`);
      return verdict.value.valid
        ? { value, valid: true, message: null }
        : { value, valid: false, message: verdict.value.message };
    });
    const text = rows
      .map((row) => (row.valid ? `valid    ${row.value}` : `invalid  ${row.value}\n         ${row.message}`))
      .join('\n');
    return { json: rows, text };
  },
};
